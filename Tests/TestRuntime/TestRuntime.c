#include <stdlib.h>
#include "TestRuntime.h"

// Swift Testing records a backtrace for every error thrown anywhere in the test process, so that a
// test failing on a thrown error can say where it was thrown. The readers, parsers and file scans
// under test throw and catch errors by the thousand on purpose (a file scan tries a value at every
// place one may start): with the recording on, they spent half their time walking stacks. The
// library reads SWT_SWIFT_ERROR_BACKTRACING_ENABLED before the first test runs; this constructor
// sets it to 0 when the test bundle is loaded, unless the environment already says otherwise
// (SWT_SWIFT_ERROR_BACKTRACING_ENABLED=1 swift test turns the recording back on).
static int quiet_throws = 0;

__attribute__((constructor)) static void curves_test_runtime_start(void) {
    quiet_throws = setenv("SWT_SWIFT_ERROR_BACKTRACING_ENABLED", "0", 0) == 0
        && getenv("SWT_SWIFT_ERROR_BACKTRACING_ENABLED")[0] == '0';
}

int curves_test_runtime_quiet_throws(void) {
    return quiet_throws;
}
