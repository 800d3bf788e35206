// A CommonJS project (what `npm init` makes): the packages are ES modules, reached with a dynamic import().
async function main(): Promise<void> {
  const { PlatformClient, isPlatformError } = await import('@typed-api/platform');
  const { HostingClient } = await import('@typed-api/hosting');
  const { CalendarClient } = await import('@typed-api/calendar');
  const { CodeAnalysisClient } = await import('@typed-api/code-analysis');
  const { HttpClient } = await import('@typed-api/core');
  const { redisStore } = await import('@typed-api/redis-store');
  const { createPlatformFake } = await import('@typed-api/platform/testing');
  const datasets = await import('@typed-api/platform/functions/datasets');
  const { createClient } = await import('@typed-api/platform/functions');

  const fake = createPlatformFake();
  const platform = new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token });
  try {
    for await (const dataset of platform.datasets.list()) console.log(dataset.id);
    await datasets.get(createClient({ baseUrl: fake.baseUrl, token: fake.token }), 'no-such-dataset');
  } catch (err) {
    if (isPlatformError(err, 'record-not-found')) console.log(err.code);
    else throw err;
  }
  console.log(HostingClient.name, CalendarClient.name, CodeAnalysisClient.name, HttpClient.name, typeof redisStore);
}

void main();
