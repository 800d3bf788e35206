// This package's name and version, from its package.json: the build writes them in (tsup `define`, see
// `packageDefines` in tsup.base.ts), and so does the test setup for the sources (vitest.config.ts).
import type { SdkInfo } from '@typed-api/core/internal';

declare const __TYPED_API_PACKAGE__: string | undefined;
declare const __TYPED_API_VERSION__: string | undefined;

/**
 * The package's name and version, which its clients name in the `User-Agent` they send from server
 * runtimes. Undefined only when the sources run without either setup (no `User-Agent` is sent then).
 */
export const SDK: SdkInfo | undefined =
  typeof __TYPED_API_PACKAGE__ === 'string' && typeof __TYPED_API_VERSION__ === 'string' ? { name: __TYPED_API_PACKAGE__, version: __TYPED_API_VERSION__ } : undefined;
