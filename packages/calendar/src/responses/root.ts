import * as z from 'zod/mini';

/** The route index of the namespace: its name and every route with the methods and arguments it takes. */
export const routeIndexSchema = z.looseObject({
  namespace: z.optional(z.string()),
  routes: z.optional(
    z.record(
      z.string(),
      z.looseObject({
        namespace: z.optional(z.string()),
        methods: z.optional(z.array(z.string())),
        endpoints: z.optional(z.array(z.unknown())),
      }),
    ),
  ),
  _links: z.optional(z.unknown()),
});
/** The route index of the namespace. */
export type RouteIndex = z.infer<typeof routeIndexSchema>;

/** The machine-readable description of the interface (an OpenAPI document). */
export const apiDocSchema = z.looseObject({
  openapi: z.optional(z.string()),
  info: z.optional(z.looseObject({ title: z.optional(z.string()), version: z.optional(z.string()) })),
  servers: z.optional(z.array(z.looseObject({ url: z.string() }))),
  paths: z.optional(z.record(z.string(), z.unknown())),
  components: z.optional(z.unknown()),
});
/** The machine-readable description of the interface. */
export type ApiDoc = z.infer<typeof apiDocSchema>;
