import type { ApiPromise, Paginated, RequestOptions } from '@typed-api/core';
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
  type IssuesSearchInputs,
  type PatternsOverviewInputs,
  type RepositoryWithAnalysis,
  type Tool,
} from '../src/index.js';

const client = new CodeAnalysisClient({ baseUrl: 'https://code-analysis.test' });
const repo = ['gh', 'acme', 'web'] as const;

describe('types', () => {
  it('infers item and page types of lists', () => {
    const list = client.repositories.list('bb', 'team');
    expectTypeOf(list).toEqualTypeOf<Paginated<RepositoryWithAnalysis, CursorPage<RepositoryWithAnalysis>>>();
    expectTypeOf<Awaited<typeof list>['items'][number]>().toEqualTypeOf<RepositoryWithAnalysis>();
    expectTypeOf<NonNullable<Awaited<typeof list>['pagination']>['cursor']>().toEqualTypeOf<string | undefined>();
    type DeltaPage = Awaited<ReturnType<typeof client.pullRequests.listIssues>>;
    expectTypeOf<DeltaPage['analyzed']>().toEqualTypeOf<boolean>();
    expectTypeOf<DeltaPage['items'][number]>().toEqualTypeOf<DeltaIssue>();
  });

  it('types single results', () => {
    expectTypeOf(client.tools.list(...repo)).toEqualTypeOf<ApiPromise<Tool[]>>();
    expectTypeOf(client.analysis.progress(...repo)).toEqualTypeOf<ApiPromise<AnalysisProgress>>();
    expectTypeOf<Awaited<ReturnType<typeof client.analysis.progress>>['isStuck']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf(client.analysis.recover(...repo)).toEqualTypeOf<ApiPromise<undefined>>();
    expectTypeOf(client.version.get()).toEqualTypeOf<ApiPromise<string>>();
    expectTypeOf(client.autoconfig.waitForCompletion(...repo)).toEqualTypeOf<Promise<AutoconfigStatus>>();
    expectTypeOf<AutoconfigStatus['status']>().toExtend<string>();
    expectTypeOf<'Done'>().toExtend<AutoconfigStatus['status']>();
  });

  it('takes the path ids, one object of inputs, then the request options', () => {
    expectTypeOf<Parameters<typeof client.issues.search>>().toEqualTypeOf<[provider: string, organization: string, repository: string, inputs?: IssuesSearchInputs | undefined, options?: RequestOptions | undefined]>();
    // Filters (body) and paging (query) share the inputs object.
    void client.issues.search(...repo, { levels: ['Error'], limit: 10 }, { timeoutMs: 5_000 });
    // @ts-expect-error a request option is no input
    void client.issues.search(...repo, { signal: AbortSignal.timeout(1_000) });
    // @ts-expect-error a bare list is carried under its key
    void client.organizations.addPeople('gh', 'acme', ['ada@example.test']);
    void client.organizations.addPeople('gh', 'acme', { emails: ['ada@example.test'] });
    // @ts-expect-error a wait's options go after its inputs
    void client.analysis.waitForFirstAnalysis(...repo, { timeoutMs: 1_000 });
    void client.analysis.waitForFirstAnalysis(...repo, { recoverIfStuck: true }, { timeoutMs: 1_000, headers: { 'x-trace': '1' } });
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
    expectTypeOf<Extract<NonNullable<PatternsOverviewInputs['categories']>, readonly unknown[]>[number]>().toEqualTypeOf<
      'Security' | 'ErrorProne' | 'CodeStyle' | 'Compatibility' | 'UnusedCode' | 'Complexity' | 'Comprehensibility' | 'Documentation' | 'BestPractice' | 'Performance'
    >();
    expectTypeOf<Extract<NonNullable<PatternsOverviewInputs['severityLevels']>, readonly unknown[]>[number]>().toEqualTypeOf<'Error' | 'High' | 'Warning' | 'Info'>();
    expectTypeOf<'Security,UnusedCode'>().toExtend<NonNullable<PatternsOverviewInputs['categories']>>();
    // @ts-expect-error an unknown category is refused at compile time
    void client.patterns.overview(...repo, 'tool', { categories: ['Nope'] });
  });
});
