/**
 * What the descriptions do not say of each package's surface, for `scripts/surface.ts`: the client's
 * class and options, what each namespace is for (the doc of its class and of the client's property),
 * and which namespace's operations sit on the client itself.
 */

/** One namespace of operation ids. */
export interface NamespaceSurface {
  /** What the namespace is for: the doc comment of its class. */
  doc: string;
  /** The doc comment of the client's property, when shorter than `doc`. */
  property?: string;
}

/** The surface of one package. */
export interface PackageSurface {
  /** The client class (hand-written in `src/client.ts`, extending the generated `<client>Resources`). */
  client: string;
  /** Its options interface, in `src/client.ts`. */
  options: string;
  /** The package's dialect for given `options`, as an expression of `src/wire.ts`'s exports (`hostingWire`, `platformDialect(options)`). */
  dialect: string;
  /** A namespace whose operations are methods of the client itself rather than of a property. */
  onClient?: string;
  /**
   * The type of one page of the package's lists, generic over the item (`HostingPage` gives
   * `Paginated<Site, HostingPage<Site>>`), and the module under `src/` that exports it. Without it a list
   * is typed by the core's `PageOf`.
   */
  page?: { type: string; module: string };
  /**
   * Lists whose item type the generator cannot find in the response schemas, or whose page has a type
   * of its own: by operation id, the item and page types as written, and the modules under `src/` they
   * come from.
   */
  lists?: Record<string, { item: string; page: string; from: Record<string, string[]> }>;
  /**
   * Handles: classes bound to one resource of a namespace (by its ID, or through a place that repeats the
   * namespace's operations), by namespace: the class's name, the path parameter the handle holds, and its
   * doc. A handle has a method for each of the namespace's operations on that parameter, sent through a
   * scope (`callInScope` of the module `scope` names); `<className>Composites` of the namespace's composed
   * module is its hand-written base.
   */
  handles?: Record<string, { className: string; idName: string; doc: string }>;
  /** The module under `src/` with `callInScope`, `listInScope` and `Scope`, for the handles. */
  scope?: string;
  /** Every namespace of the package's operation ids. */
  namespaces: Record<string, NamespaceSurface>;
  /**
   * Plans derived at run time from another operation's plan rather than written out (the operations a
   * place repeats): the module under `src/` that exports the deriving function (`derive(basePlan, place)`)
   * and the places, and, from the loaded operations modules, each derived operation's id → the id of the
   * operation it derives from and the name of its place's export. The generator checks that each derived
   * plan equals the one its description gives.
   */
  derivedPlans?: {
    module: string;
    derive: string;
    of: (modules: Record<string, Record<string, unknown>>) => ReadonlyMap<string, { base: string; place: string }>;
  };
}

import { calendar } from './surfaces/calendar.js';
import { codeAnalysis } from './surfaces/code-analysis.js';
import { hosting } from './surfaces/hosting.js';
import { platform } from './surfaces/platform.js';

/** The surface of each package, by folder name under `packages/`. */
export const SURFACES: Record<string, PackageSurface> = { calendar, 'code-analysis': codeAnalysis, hosting, platform };
