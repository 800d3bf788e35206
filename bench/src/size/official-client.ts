// Minimal browser usage of the official platform client (its `browser` build), for comparison.
import { ApifyClient } from 'apify-client';

const client = new ApifyClient({ baseUrl: 'https://api.example.com', token: 'token' });
console.log(await client.requestQueue('queue-id').getRequest('request-id'));
