import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  addEnterpriseToken,
  cleanEnterpriseCache,
  deleteEnterpriseToken,
  getEnterprise,
  listEnterpriseOrganizations,
  listEnterprises,
  listEnterpriseSeats,
  listEnterpriseSeatsCsv,
  listUserEnterpriseProviderTokens,
} from '../operations/enterprises.js';
import type { Enterprise, EnterpriseOrganization, EnterpriseSeat, EnterpriseToken } from '../responses/enterprises.js';
import type { cursorPagingQuery, GitProvider } from '../schemas/common.js';
import type { addEnterpriseTokenBody, EnterpriseRef, enterpriseSeatsQuery } from '../schemas/enterprises.js';
import type { CursorPage } from '../wire.js';

/** Paging options of the enterprise lists: where to start (a cursor) and the page size (1 to 100). */
export type EnterpriseListOptions = z.input<typeof cursorPagingQuery>;

/** Options of {@link EnterprisesResource.listSeats}: paging, and a search. */
export type ListEnterpriseSeatsOptions = z.input<typeof enterpriseSeatsQuery>;

/** What {@link EnterprisesResource.addToken} sends: the provider (e.g. GitHub Enterprise) and the token. */
export type AddEnterpriseTokenBody = z.input<typeof addEnterpriseTokenBody>;

/** Enterprise accounts of the caller: the enterprises, their organizations and seats, and the caller's enterprise tokens. */
export class EnterprisesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the caller's enterprises on a git provider, page by page. */
  list(provider: GitProvider, options: EnterpriseListOptions = {}, requestOptions?: RequestOptions): Paginated<Enterprise, CursorPage<Enterprise>> {
    return walkList(this.#http, listEnterprises, { params: { provider }, query: options }, requestOptions);
  }

  /** Reads one enterprise. */
  get(enterprise: EnterpriseRef, requestOptions?: RequestOptions): ApiPromise<Enterprise> {
    return this.#http.call(getEnterprise, { params: enterprise }, requestOptions);
  }

  /** Drops what the service has cached about the caller on a provider's enterprises, such as their repositories. */
  cleanCache(provider: GitProvider, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(cleanEnterpriseCache, { params: { provider } }, requestOptions);
  }

  /** Lists the organizations of an enterprise, page by page. */
  listOrganizations(enterprise: EnterpriseRef, options: EnterpriseListOptions = {}, requestOptions?: RequestOptions): Paginated<EnterpriseOrganization, CursorPage<EnterpriseOrganization>> {
    return walkList(this.#http, listEnterpriseOrganizations, { params: enterprise, query: options }, requestOptions);
  }

  /** Lists the seats of an enterprise, page by page. */
  listSeats(enterprise: EnterpriseRef, options: ListEnterpriseSeatsOptions = {}, requestOptions?: RequestOptions): Paginated<EnterpriseSeat, CursorPage<EnterpriseSeat>> {
    return walkList(this.#http, listEnterpriseSeats, { params: enterprise, query: options }, requestOptions);
  }

  /** Exports the seats of an enterprise; resolves to the CSV file as text. */
  exportSeatsCsv(enterprise: EnterpriseRef, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(listEnterpriseSeatsCsv, { params: enterprise }, requestOptions);
  }

  /** Lists the providers for which the caller has an enterprise account token (the values are never shown). */
  listTokens(requestOptions?: RequestOptions): ApiPromise<EnterpriseToken[]> {
    return this.#http.call(listUserEnterpriseProviderTokens, {}, requestOptions);
  }

  /** Adds an enterprise account token with read permissions, used to reach the enterprise's resources. */
  addToken(body: AddEnterpriseTokenBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(addEnterpriseToken, { body }, requestOptions);
  }

  /** Deletes the caller's enterprise account token of a provider. */
  deleteToken(provider: GitProvider, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteEnterpriseToken, { params: { provider } }, requestOptions);
  }
}
