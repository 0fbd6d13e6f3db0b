#ifndef CURVES_CREADLINE_SHIM_H
#define CURVES_CREADLINE_SHIM_H
// readline.h needs stdio.h first.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <readline/readline.h>
#include <readline/history.h>

// Small C shims for the `curves` shell.
//
// Why C: Swift 6 refuses to read or write readline's global variables ("not concurrency-safe"),
// and a signal handler may only set a `volatile sig_atomic_t` flag, which Swift cannot express.
//
// TRAP: the `static` variables below get one copy per object file that uses them (Swift emits
// the header's static functions into each Swift file that calls them). Call every function that
// touches them from ONE Swift file only (LineEditor.swift), or the signal handler will set a flag
// that the reader never sees.

// MARK: - Terminal

/// Columns of the terminal on `fd`, or 0 when `fd` is not a terminal (ioctl is variadic, so
/// Swift cannot call it).
static inline int curves_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 0;
}

/// Lines of the terminal on `fd`, or 0 when `fd` is not a terminal.
static inline int curves_terminal_rows(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_row > 0) return size.ws_row;
    return 0;
}

// MARK: - Signals

static volatile sig_atomic_t curves_caught_interrupt = 0;   // SIGINT (Ctrl-C)
static volatile sig_atomic_t curves_caught_resize = 0;      // SIGWINCH
static volatile sig_atomic_t curves_caught_termination = 0; // SIGHUP or SIGTERM: the signal number

static void curves_signal_handler(int sig) {
    if (sig == SIGINT) curves_caught_interrupt = 1;
    else if (sig == SIGWINCH) curves_caught_resize = 1;
    else curves_caught_termination = sig;
}

/// The signals the shell handles itself. They stay blocked except while waiting for a key or
/// pausing (pselect unblocks them atomically), so one can never slip in between checking the
/// flags and going to sleep; and, all but SIGWINCH, while a command runs (nothing sleeps on
/// them then; see curves_begin_command), so that Ctrl-C can cancel it.
static inline sigset_t curves_shell_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGTERM);
    return set;
}

/// Installs the flag-setting handlers and blocks those signals (call before any thread starts,
/// so every thread inherits the mask and only the waiting main thread receives them).
static inline void curves_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = curves_signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: the wait must return EINTR
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigset_t set = curves_shell_signals();
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

/// Restores default dispositions and the signal mask (before re-raising a fatal signal).
static inline void curves_restore_signal_handlers(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    sigset_t set = curves_shell_signals();
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// Returns and clears the Ctrl-C flag.
static inline int curves_take_interrupt(void) {
    int caught = curves_caught_interrupt;
    curves_caught_interrupt = 0;
    return caught;
}

/// Returns and clears the window-size flag.
static inline int curves_take_resize(void) {
    int caught = curves_caught_resize;
    curves_caught_resize = 0;
    return caught;
}

/// The terminating signal caught (SIGHUP or SIGTERM), or 0.
static inline int curves_termination_signal(void) { return curves_caught_termination; }

/// Forgets a Ctrl-C pressed while a command was running (it stays pending while blocked):
/// it should not wipe the next prompt.
static inline void curves_discard_pending_interrupt(void) {
    sigset_t pending;
    sigemptyset(&pending);
    if (sigpending(&pending) == 0 && sigismember(&pending, SIGINT)) {
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, SIGINT);
        struct timespec now = {0, 0};
        sigtimedwait(&only, NULL, &now);
    }
    curves_caught_interrupt = 0;
}

/// Waits until the terminal has input or a handled signal arrives.
/// Returns 1 when input is ready, 0 when a signal interrupted the wait, -1 on an error.
static inline int curves_wait_for_input(void) {
    int fd = fileno(rl_instream ? rl_instream : stdin);
    sigset_t during;
    pthread_sigmask(SIG_SETMASK, NULL, &during);
    sigset_t handled = curves_shell_signals();
    for (int sig = 1; sig < NSIG; sig++) {
        if (sigismember(&handled, sig) == 1) sigdelset(&during, sig);
    }
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    int result = pselect(fd + 1, &readable, NULL, NULL, NULL, &during);
    if (result > 0) return 1;
    if (result < 0 && errno == EINTR) return 0;
    return -1;
}

/// While a command runs: forgets any earlier Ctrl-C, then lets SIGINT, SIGHUP and SIGTERM
/// through, so that their handlers set the flags the interpreter polls (through
/// curves_command_cancelled) while it works. Nothing waits on these signals meanwhile, so no
/// wake-up can be lost; curves_end_command blocks them again before the shell waits for keys.
static inline void curves_begin_command(void) {
    curves_discard_pending_interrupt();
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/// Blocks the handled signals again after a command (see curves_begin_command).
static inline void curves_end_command(void) {
    sigset_t set = curves_shell_signals();
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

/// Whether the running command should stop: Ctrl-C was pressed, or SIGHUP/SIGTERM arrived.
/// Only reads the flags (async-signal-safe, callable from any thread).
static inline int curves_command_cancelled(void) {
    return curves_caught_interrupt != 0 || curves_caught_termination != 0;
}

/// Whether Ctrl-C was pressed, without clearing the flag.
static inline int curves_interrupt_caught(void) { return curves_caught_interrupt; }

/// Sleeps up to `seconds` with the handled signals let through (atomically, like
/// curves_wait_for_input). Returns 1 when the time is up, 0 when a signal cut the sleep short,
/// -1 on an error.
static inline int curves_wait_for_signal(double seconds) {
    sigset_t during;
    pthread_sigmask(SIG_SETMASK, NULL, &during);
    sigset_t handled = curves_shell_signals();
    for (int sig = 1; sig < NSIG; sig++) {
        if (sigismember(&handled, sig) == 1) sigdelset(&during, sig);
    }
    if (seconds < 0) seconds = 0;
    struct timespec timeout;
    timeout.tv_sec = (time_t)seconds;
    timeout.tv_nsec = (long)((seconds - (double)timeout.tv_sec) * 1e9);
    if (timeout.tv_nsec >= 1000000000L) timeout.tv_nsec = 999999999L;
    int result = pselect(0, NULL, NULL, NULL, &timeout, &during);
    if (result == 0) return 1;
    if (result < 0 && errno == EINTR) return 0;
    return -1;
}

// MARK: - Line editing (readline's callback interface)

// The callback interface lets us own the wait for input, so Ctrl-C is handled here instead of
// by readline's own handler (which re-raises SIGINT and kills the program).
static char *curves_finished_line = NULL;
static int curves_line_finished = 0;

static void curves_line_handler(char *line) {
    curves_finished_line = line;
    curves_line_finished = 1;
    // Removing the handler here stops readline from printing the next prompt on its own.
    rl_callback_handler_remove();
}

/// One-time readline set-up: our own signal handling, the program name for inputrc, and the
/// completion function.
static inline void curves_configure_readline(rl_completion_func_t *completer) {
    // readline decodes multibyte input only under a UTF-8 LC_CTYPE; Swift never calls setlocale.
    // LC_CTYPE only: LC_NUMERIC would change how C formats numbers.
    setlocale(LC_CTYPE, "");
    rl_readline_name = "curves";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_attempted_completion_function = completer;
    // '=' separates words so `plot tick width=` completes after the '='.
    rl_basic_word_break_characters = " \t\n\"'=";
}

/// Shows the prompt and starts reading a line (the terminal goes into raw mode).
static inline void curves_begin_line(const char *prompt) {
    curves_finished_line = NULL;
    curves_line_finished = 0;
    rl_callback_handler_install(prompt, curves_line_handler);
}

/// Feeds readline one character; returns 1 when the line is finished.
static inline int curves_read_character(void) {
    rl_callback_read_char();
    return curves_line_finished;
}

/// The finished line (malloc'd, to be freed by the caller), or NULL for end of input.
static inline char *curves_take_line(void) {
    char *line = curves_finished_line;
    curves_finished_line = NULL;
    curves_line_finished = 0;
    return line;
}

/// Abandons the line being edited after Ctrl-C: leaves any search or argument mode, echoes ^C,
/// moves to a new line and restores the terminal. The next curves_begin_line starts afresh.
static inline void curves_abandon_line(void) {
    rl_callback_sigcleanup();
    // Show the whole abandoned line (a search may have left another on screen) with ^C after it.
    rl_point = rl_end;
    rl_redisplay();
    rl_echo_signal_char(SIGINT);
    rl_crlf();
    rl_free_line_state();
    rl_replace_line("", 1);
    fflush(rl_outstream ? rl_outstream : stdout);
    rl_callback_handler_remove();
}

/// Whether readline already moved to a new line after Ctrl-D on an empty line: it does so
/// (readline >= 8.1) only when it had turned bracketed paste on, which it turns off again with a
/// carriage return.
static inline int curves_readline_ends_line_at_eof(void) {
    const char *value = rl_variable_value("enable-bracketed-paste");
    return value != NULL && strcmp(value, "on") == 0;
}

/// Stops editing (before exiting on a signal): restores the terminal.
static inline void curves_end_editing(void) {
    rl_callback_handler_remove();
}

/// Tells readline the window changed size.
static inline void curves_resize_terminal(void) { rl_resize_terminal(); }

/// The text before the cursor (the completion function's context).
static inline const char *curves_line_buffer(void) { return rl_line_buffer; }
static inline int curves_cursor(void) { return rl_point; }

/// Completion ends here: no fallback to readline's file names when we offer nothing.
static inline void curves_completion_over(void) { rl_attempted_completion_over = 1; }

/// Don't append a space after a unique completion (for `width=`).
static inline void curves_suppress_append(void) { rl_completion_suppress_append = 1; }

/// File-name completion for `save` and `load`.
static inline char **curves_complete_file_names(const char *text) {
    return rl_completion_matches(text, rl_filename_completion_function);
}

/// Completes from a list of words given in advance (readline calls the generator repeatedly).
static char **curves_pending_words = NULL;
static int curves_pending_count = 0;

static char *curves_word_generator(const char *text, int state) {
    static int next = 0;
    (void)text; // the list is already filtered by prefix
    if (state == 0) next = 0;
    if (next < curves_pending_count) return strdup(curves_pending_words[next++]);
    return NULL;
}

/// The matches array for readline from `count` candidate words (copied: readline frees them).
static inline char **curves_complete_words(const char *text, const char **words, int count) {
    curves_pending_words = (char **)words;
    curves_pending_count = count;
    char **matches = count > 0 ? rl_completion_matches(text, curves_word_generator) : NULL;
    curves_pending_words = NULL;
    curves_pending_count = 0;
    return matches;
}

// MARK: - History

/// Reads the history file; returns 0 or an errno value.
static inline int curves_read_history(const char *path) { return read_history(path); }

/// Appends the last `count` entries to the history file; returns 0 or an errno value.
static inline int curves_append_history(int count, const char *path) {
    return append_history(count, path);
}

/// Keeps the history (in memory and in the file) to `lines` entries.
static inline void curves_limit_history(int lines, const char *path) {
    stifle_history(lines);
    history_truncate_file(path, lines);
}

/// The most recent history entry's text, or NULL.
static inline const char *curves_last_history_line(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}

#endif
