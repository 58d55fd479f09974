/** For the clients' tests: a fetch that answers from a script, one answer a call, and records the calls. */

export type Call = { url: string; init: RequestInit };

export function scriptedFetch(answers: (() => Response | Promise<Response>)[], calls: Call[]): typeof fetch {
  return async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new TypeError('no more answers');
    return next();
  };
}

/** An answer with a JSON body. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

/** No answer at all: the network is down. */
export const networkDown = () => {
  throw new TypeError('network down');
};
