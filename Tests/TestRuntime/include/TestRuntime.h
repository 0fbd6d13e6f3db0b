#ifndef CURVES_TEST_RUNTIME_H
#define CURVES_TEST_RUNTIME_H

/// Whether the test process asked Swift Testing not to record a backtrace for every thrown
/// error (see TestRuntime.c); 1 when it did, 0 when the environment had already decided.
int curves_test_runtime_quiet_throws(void);

#endif
