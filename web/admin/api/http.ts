/** A non-OK answer. `message` follows docs/product.md#errors: "status: body text" (status text when the body is empty). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, message: string, body: string) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }

  /** The `error` field of our JSON error body ({error, issues}), when there is one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") return parsed.error;
    } catch {
      // not JSON
    }
    return null;
  }
}

export async function httpError(res: Response): Promise<HttpError> {
  const body = await res.text().catch(() => "");
  return new HttpError(res.status, `${res.status}: ${body || res.statusText}`, body);
}

/** docs/product.md#errors: listing errors read "status: statusText". */
export async function listingError(res: Response): Promise<HttpError> {
  const error = await httpError(res);
  return new HttpError(error.status, `${res.status}: ${res.statusText}`, error.body);
}

export function hasStatus(error: unknown, ...statuses: number[]): error is HttpError {
  return error instanceof HttpError && statuses.includes(error.status);
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** One JSON round trip with the session cookie; throws HttpError on a non-OK answer. */
export async function requestJson<T>(method: Method, url: string, body?: unknown, toError = httpError): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toError(res);
  // 204 (e.g. revoking a sponsor link) has no body to parse.
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A call answered 204 No Content (a removal); throws HttpError on a non-OK answer. */
export async function requestNoContent(method: Method, url: string, body?: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await httpError(res);
}
