// Reading natively posted forms and carrying their answer across the redirect that follows (server/index.mjs).

/** Cookie naming the outcome of the form just posted (`<form>.<outcome>`): no field value is ever in it. */
const resultCookieName = 'ardena-form-result';
/** A form of this site is a few short fields; anything bigger is not one of them. */
const maxBodyBytes = 16 * 1024;
/** A client that stops sending mid-body must not hold the connection. */
const bodyTimeoutMs = 10_000;

/**
 * The fields of an `application/x-www-form-urlencoded` body, or undefined for another type, a body over the limit or
 * one that does not arrive in time (the caller then treats the post as one it does not handle).
 */
export function readFormBody(request) {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      finish(undefined);
      request.destroy();
    }, bodyTimeoutMs);
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        finish(undefined);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () =>
      finish(
        type === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
          : undefined,
      ),
    );
    request.on('error', () => finish(undefined));
  });
}

/** The Set-Cookie value for the result cookie of `path` (Max-Age 0 clears it). */
export function formResultCookie(path, value, https, maxAge = 120) {
  return [
    `${resultCookieName}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

/** The outcome the request's cookie carries, if any. */
export function takeFormResult(request) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === resultCookieName) {
      try {
        return decodeURIComponent(value.join('=')) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
