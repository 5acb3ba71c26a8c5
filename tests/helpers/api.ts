import { inject } from 'vitest';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON (empty string for no body). */
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON unless it is already a string (e.g. deliberately malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/** A small fetch client for the test stack's API, signed in with `idToken` when given. */
export function apiClient(idToken?: string, baseUrl: string = inject('apiUrl')): ApiClient {
  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (idToken) headers.authorization = `Bearer ${idToken}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, baseUrl), { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
    return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : text) as T };
  };
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
