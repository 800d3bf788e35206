import type { ApiPromise, Paginated } from '@typed-api/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  CodeAnalysisClient,
  isCodeAnalysisError,
  type AnalysisProgress,
  type AutoconfigStatus,
  type CodeAnalysisErrorCode,
  type CursorPage,
  type DeltaIssue,
  type GitProvider,
  type PatternFilters,
  type RepositoryRef,
  type RepositoryWithAnalysis,
  type Tool,
} from '../src/index.js';

const client = new CodeAnalysisClient({ baseUrl: 'https://code-analysis.test' });
const repo: RepositoryRef = { provider: 'gh', organization: 'acme', repository: 'web' };

describe('types', () => {
  it('infers item and page types of lists', () => {
    const list = client.repositories.list({ provider: 'bb', organization: 'team' });
    expectTypeOf(list).toEqualTypeOf<Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>>>();
    expectTypeOf<Awaited<typeof list>['items'][number]>().toEqualTypeOf<RepositoryWithAnalysis>();
    expectTypeOf<NonNullable<Awaited<typeof list>['pagination']>['cursor']>().toEqualTypeOf<string | undefined>();
    type DeltaPage = Awaited<ReturnType<typeof client.pullRequests.listIssues>>;
    expectTypeOf<DeltaPage['analyzed']>().toEqualTypeOf<boolean>();
    expectTypeOf<DeltaPage['items'][number]>().toEqualTypeOf<DeltaIssue>();
  });

  it('types single results', () => {
    expectTypeOf(client.tools.list(repo)).toEqualTypeOf<ApiPromise<Tool[]>>();
    expectTypeOf(client.analysis.progress(repo)).toEqualTypeOf<ApiPromise<AnalysisProgress>>();
    expectTypeOf<Awaited<ReturnType<typeof client.analysis.progress>>['isStuck']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf(client.analysis.recover(repo)).toEqualTypeOf<ApiPromise<undefined>>();
    expectTypeOf(client.version()).toEqualTypeOf<ApiPromise<string>>();
    expectTypeOf(client.autoconfig.waitUntilDone(repo)).toEqualTypeOf<Promise<AutoconfigStatus>>();
    expectTypeOf<AutoconfigStatus['status']>().toExtend<string>();
    expectTypeOf<'Done'>().toExtend<AutoconfigStatus['status']>();
  });

  it('narrows error codes', () => {
    const err: unknown = new Error('x');
    if (isCodeAnalysisError(err, 'NotFound')) {
      expectTypeOf(err.code).toEqualTypeOf<'NotFound'>();
      expectTypeOf(err.status).toEqualTypeOf<number>();
    }
    if (isCodeAnalysisError(err)) {
      expectTypeOf(err.code).toEqualTypeOf<CodeAnalysisErrorCode | undefined>();
    }
    expectTypeOf<'NotFound'>().toExtend<CodeAnalysisErrorCode>();
    expectTypeOf<'SomethingNew'>().toExtend<CodeAnalysisErrorCode>();
  });

  it('offers literal unions for providers and filters', () => {
    expectTypeOf<'gh' | 'gl' | 'bb'>().toExtend<GitProvider>();
    expectTypeOf<'other'>().toExtend<GitProvider>();
    // A filter list is an array of known values, or the comma-separated string the API describes.
    expectTypeOf<Extract<NonNullable<PatternFilters['categories']>, readonly unknown[]>[number]>().toEqualTypeOf<
      'Security' | 'ErrorProne' | 'CodeStyle' | 'Compatibility' | 'UnusedCode' | 'Complexity' | 'Comprehensibility' | 'Documentation' | 'BestPractice' | 'Performance'
    >();
    expectTypeOf<Extract<NonNullable<PatternFilters['severityLevels']>, readonly unknown[]>[number]>().toEqualTypeOf<'Error' | 'High' | 'Warning' | 'Info'>();
    expectTypeOf<'Security,UnusedCode'>().toExtend<NonNullable<PatternFilters['categories']>>();
    // @ts-expect-error an unknown category is refused at compile time
    void client.patterns.overview(repo, 'tool', { categories: ['Nope'] });
  });
});
