/// How long a `StreamFeature` test store waits for a step to settle.
///
/// The relay pulls the stream on a child task, on the cooperative pool of two threads here,
/// which the suite's CPU-bound tests running beside it can hold for many seconds under
/// ThreadSanitizer: two CI runs missed the default 5 seconds that way. A step returns as soon
/// as it settles, so only a failing test waits this long.
let relayTimeout: Duration = .seconds(30)
