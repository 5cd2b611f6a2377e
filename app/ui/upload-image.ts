/**
 * The browser's side of a signed upload (the editor and DIY pages use it):
 * ask for a signed PUT URL, PUT the file there with its Content-Type
 * (following redirects, as the spec's helper does), then have the site check,
 * re-encode and publish it. Resolves to the picture's URL; rejects with the
 * site's message. No storage credential is ever in the page.
 */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

async function call<T>(fetchImpl: Fetch, path: string, init?: RequestInit): Promise<T> {
  const res = await fetchImpl(path, init);
  const json = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!json?.success) throw new Error(json?.message || 'The upload failed. Please try again.');
  return json.data;
}

export async function uploadImageFile(file: Blob, fetchImpl: Fetch = (input, init) => fetch(input, init)): Promise<string> {
  const type = file.type || 'application/octet-stream';
  const target = await call<{ key: string; uploadUrl: string; method: 'PUT'; headers: Record<string, string> }>(
    fetchImpl,
    // The size holds only that much of the caller's allowance for uploads waiting to be confirmed.
    `/api/file/getUploadUrl/moodBoardImage?${new URLSearchParams({ contentType: type, ...(file.size > 0 ? { size: String(file.size) } : {}) })}`,
  );
  // The site answers its envelope; an S3-compatible bucket an empty 200 or an XML error.
  const put = await fetchImpl(target.uploadUrl, { method: target.method, headers: target.headers, body: file, redirect: 'follow' });
  if (!put.ok) {
    const json = (await put.json().catch(() => null)) as Envelope<unknown> | null;
    throw new Error(json?.message || 'The upload failed. Please try again.');
  }
  return call<string>(fetchImpl, '/api/file/confirmUpload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: target.key }) });
}
