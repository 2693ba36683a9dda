// Apart from options.ts, which loads the workspace scripts (ES modules): the report, read by the smoke test under Jest, needs only this number.
/** Event streams held open on one API instance for the memory and list figures. */
export const LIVE_STREAMS = 500;
