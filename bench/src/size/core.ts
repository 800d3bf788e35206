// Minimal browser usage of @typed-api/core: one HTTP client, one raw request (bundled by the size check).
import { bearerAuth, HttpClient } from '@typed-api/core';

const http = new HttpClient({ baseUrl: 'https://api.example.com', auth: bearerAuth('token') });
console.log(await http.request('GET', '/things/1'));
