import {
  type AcceptInviteBody,
  type AdminListQuery,
  AdminSettings,
  type AdminSettingsBody,
  AdmissionDetail,
  type AdmissionReviewBody,
  AdmissionSummary,
  type AdmissionsQuery,
  AuditEntry,
  type AuditQuery,
  type CollectRemainderBody,
  CustomerDetail,
  CustomerSummary,
  InboxItem,
  type InboxKind,
  type InboxQuery,
  InboxResponse,
  type ReviewModerateBody,
  ReviewResponse,
  type ReviewsQuery,
  ReviewsResponse,
  type InboxUpdateBody,
  type InternalNoteBody,
  InternalNotesResponse,
  NOTE_ENTITIES,
  type NoteEntity,
  type InviteBody,
  type LoginBody,
  LoginResponse,
  NotificationRow,
  type OrderActionBody,
  OrderDetailResponse,
  type OrdersQuery,
  OrdersResponse,
  Overview,
  OverviewSales,
  page,
  type QuoteAnswerBody,
  type QuoteOfferBody,
  QuoteOfferResponse,
  QuoteOffersResponse,
  type RefundBody,
  type SecondFactorBody,
  SessionResponse,
  StaffMember,
  type StaffUpdateBody,
} from '@skatekit/console-contract';
import { z } from 'zod';
import { academyApi } from './academy';
import { feePlansApi } from './fee-plans';
import { feesApi } from './fees';
import { catalogueApi } from './catalogue';
import { shopApi } from './shop';

/*
 * The console's one door to the server: every call of docs/admin-api.md, its answer parsed with the
 * contract's zod schema. Same-origin cookies carry the session; every write sends the session's CSRF
 * token, which the client keeps from the last session it parsed.
 */

/** An answer that was not a success: `message` is the API envelope's, shown to staff as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason?: string;
  constructor(status: number, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
  }
}

/** Options of createAdminApi. */
export interface AdminApiOptions {
  /** Where the API lives; the console is served beside it. */
  base?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined | null>;

const Envelope = z.object({
  message: z.string().optional(),
  msg: z.string().optional(),
  reason: z.string().optional(),
});

/** The query string of a list call: empty values are left out. */
export function toSearch(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const noContent = z.unknown();

/** The console's API client; one per app. */
export function createAdminApi({ base = '/admin/api', fetch: fetchImpl }: AdminApiOptions = {}) {
  let csrfToken = '';
  const doFetch =
    fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const remember = <T>(value: T): T => {
    const session = (value as { session?: SessionResponse; status?: string }).session;
    if (session) csrfToken = session.csrfToken;
    return value;
  };

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: S,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}${toSearch(options.query)}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch {
      throw new ApiError(0, 'The server could not be reached. Check the connection and try again.');
    }
    if (response.status === 204) return schema.parse(undefined);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const envelope = Envelope.safeParse(json);
      const message =
        (envelope.success && (envelope.data.message || envelope.data.msg)) ||
        `The server answered ${response.status}. Try again.`;
      throw new ApiError(response.status, message, envelope.success ? envelope.data.reason : undefined);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError(response.status, 'The server sent an answer the console cannot read.');
    return parsed.data;
  }

  const pageOf = <T extends z.ZodType>(item: T) => page(item);

  return {
    /** The CSRF token sent on writes (set from every session the client parses). */
    setCsrfToken(token: string) {
      csrfToken = token;
    },
    auth: {
      login: async (body: LoginBody) =>
        remember(await request('POST', '/auth/login', LoginResponse, { body })),
      secondFactor: async (body: SecondFactorBody) =>
        remember(await request('POST', '/auth/second-factor', LoginResponse, { body })),
      acceptInvite: async (body: AcceptInviteBody) =>
        remember(await request('POST', '/auth/accept-invite', LoginResponse, { body })),
      logout: () => request('POST', '/auth/logout', noContent),
    },
    /** Who is signed in; null when nobody is (401). */
    session: async (): Promise<SessionResponse | null> => {
      try {
        const session = await request('GET', '/session', SessionResponse);
        csrfToken = session.csrfToken;
        return session;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    overview: () => request('GET', '/overview', Overview),
    overviewSales: () => request('GET', '/overview/sales', OverviewSales),
    staff: {
      list: () => request('GET', '/staff', z.object({ data: z.array(StaffMember) })),
      invite: (body: z.input<typeof InviteBody>) =>
        request('POST', '/staff', z.object({ data: StaffMember }), { body }),
      update: (id: string, body: z.input<typeof StaffUpdateBody>) =>
        request('PATCH', `/staff/${encodeURIComponent(id)}`, z.object({ data: StaffMember }), { body }),
    },
    audit: (query: Partial<z.infer<typeof AuditQuery>>) =>
      request('GET', '/audit', pageOf(AuditEntry), { query }),
    orders: {
      list: (query: Partial<z.infer<typeof OrdersQuery>>) =>
        request('GET', '/orders', OrdersResponse, { query }),
      get: (id: string) => request('GET', `/orders/${encodeURIComponent(id)}`, OrderDetailResponse),
      act: (id: string, body: z.input<typeof OrderActionBody>) =>
        request('POST', `/orders/${encodeURIComponent(id)}/actions`, OrderDetailResponse, { body }),
      collectRemainder: (id: string, body: z.input<typeof CollectRemainderBody>) =>
        request('POST', `/orders/${encodeURIComponent(id)}/collect-remainder`, OrderDetailResponse, { body }),
      refund: (id: string, body: RefundBody) =>
        request('POST', `/orders/${encodeURIComponent(id)}/refunds`, OrderDetailResponse, { body }),
    },
    admissions: {
      list: (query: Partial<z.infer<typeof AdmissionsQuery>>) =>
        request('GET', '/admissions', pageOf(AdmissionSummary), { query }),
      get: (id: string) =>
        request('GET', `/admissions/${encodeURIComponent(id)}`, z.object({ data: AdmissionDetail })),
      review: (id: string, body: z.input<typeof AdmissionReviewBody>) =>
        request('POST', `/admissions/${encodeURIComponent(id)}/review`, z.object({ data: AdmissionDetail }), {
          body,
        }),
    },
    inbox: {
      list: (query: Partial<z.infer<typeof InboxQuery>>) =>
        request('GET', '/inbox', InboxResponse, { query }),
      update: (kind: InboxKind, id: string, body: z.input<typeof InboxUpdateBody>) =>
        request('PATCH', `/inbox/${kind}/${encodeURIComponent(id)}`, z.object({ data: InboxItem }), { body }),
      answerQuote: (id: string, body: z.input<typeof QuoteAnswerBody>) =>
        request('POST', `/inbox/quote/${encodeURIComponent(id)}/answer`, z.object({ data: InboxItem }), {
          body,
        }),
      offers: (id: string) =>
        request('GET', `/inbox/quote/${encodeURIComponent(id)}/offers`, QuoteOffersResponse),
      makeOffer: (id: string, body: QuoteOfferBody) =>
        request('POST', `/inbox/quote/${encodeURIComponent(id)}/offers`, QuoteOfferResponse, { body }),
    },
    reviews: {
      list: (query: Partial<ReviewsQuery>) => request('GET', '/reviews', ReviewsResponse, { query }),
      moderate: (id: string, body: z.input<typeof ReviewModerateBody>) =>
        request('PATCH', `/reviews/${encodeURIComponent(id)}`, ReviewResponse, { body }),
    },
    customers: {
      list: (query: Partial<z.infer<typeof AdminListQuery>>) =>
        request('GET', '/customers', pageOf(CustomerSummary), { query }),
      get: (id: string) =>
        request('GET', `/customers/${encodeURIComponent(id)}`, z.object({ data: CustomerDetail })),
    },
    settings: {
      get: () => request('GET', '/settings', z.object({ data: AdminSettings })),
      update: (body: z.input<typeof AdminSettingsBody>) =>
        request('PATCH', '/settings', z.object({ data: AdminSettings }), { body }),
    },
    /** Staff's internal notes on an order, an admission or a customer (never shown to the shopper). */
    notes: {
      list: (entity: NoteEntity, id: string) =>
        request('GET', `/${NOTE_ENTITIES[entity]}/${encodeURIComponent(id)}/notes`, InternalNotesResponse),
      add: (entity: NoteEntity, id: string, body: InternalNoteBody) =>
        request('POST', `/${NOTE_ENTITIES[entity]}/${encodeURIComponent(id)}/notes`, InternalNotesResponse, {
          body,
        }),
    },
    notifications: (query: Partial<z.infer<typeof AdminListQuery>>) =>
      request('GET', '/notifications', pageOf(NotificationRow), { query }),
    ...catalogueApi(request),
    ...shopApi(request),
    ...academyApi(request),
    ...feePlansApi(request),
    ...feesApi(request),
  };
}

/** The console's API client. */
export type AdminApi = ReturnType<typeof createAdminApi>;
