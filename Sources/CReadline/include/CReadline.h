#ifndef CURVES_CREADLINE_H
#define CURVES_CREADLINE_H
// readline.h needs stdio.h first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Small C shims for the `curves` shell, defined in shim.c.
//
// Why C: Swift 6 refuses to read or write readline's global variables ("not concurrency-safe"),
// and a signal handler may only set a `volatile sig_atomic_t` flag, which Swift cannot express.
// The flags and readline's callback state live in shim.c, one copy for the whole program,
// whichever Swift file (or inlined copy of a Swift function) calls these functions. (They were
// `static` in a header once: a release build inlined a caller into another object file, which
// then read its own copy of the Ctrl-C flag that the handler never set.)

// MARK: - Terminal

/// Columns of the terminal on `fd`, or 0 when `fd` is not a terminal (ioctl is variadic, so
/// Swift cannot call it).
int curves_terminal_columns(int fd);

/// Lines of the terminal on `fd`, or 0 when `fd` is not a terminal.
int curves_terminal_rows(int fd);

// MARK: - Signals

/// Installs the flag-setting handlers for SIGINT, SIGWINCH, SIGHUP and SIGTERM and blocks those
/// signals (call before any thread starts, so every thread inherits the mask and only the waiting
/// main thread receives them). They stay blocked except while waiting for a key or pausing
/// (pselect unblocks them atomically), so one can never slip in between checking the flags and
/// going to sleep; and, all but SIGWINCH, while a command runs (see curves_begin_command).
void curves_install_signal_handlers(void);

/// Restores default dispositions and the signal mask (before re-raising a fatal signal).
void curves_restore_signal_handlers(void);

/// Returns and clears the Ctrl-C flag.
int curves_take_interrupt(void);

/// Returns and clears the window-size flag.
int curves_take_resize(void);

/// The terminating signal caught (SIGHUP or SIGTERM), or 0.
int curves_termination_signal(void);

/// Forgets a Ctrl-C pressed while a command was running (it stays pending while blocked):
/// it should not wipe the next prompt.
void curves_discard_pending_interrupt(void);

/// Waits until the terminal has input or a handled signal arrives.
/// Returns 1 when input is ready, 0 when a signal interrupted the wait, -1 on an error.
int curves_wait_for_input(void);

/// Like curves_wait_for_input, and also wakes when `other` (a pipe's reading end; -1 for none)
/// is readable: returns 2 then, and 3 when the terminal's input is ready too.
int curves_wait_for_input_or(int other);

/// While a command runs: forgets any earlier Ctrl-C, then lets SIGINT, SIGHUP and SIGTERM
/// through, so that their handlers set the flags the interpreter polls (through
/// curves_command_cancelled) while it works. Nothing waits on these signals meanwhile, so no
/// wake-up can be lost; curves_end_command blocks them again before the shell waits for keys.
void curves_begin_command(void);

/// Blocks the handled signals again after a command (see curves_begin_command).
void curves_end_command(void);

/// Whether the running command should stop: Ctrl-C was pressed, or SIGHUP/SIGTERM arrived.
/// Only reads the flags (async-signal-safe, callable from any thread). An external function, so
/// the optimiser cannot hoist the read out of a polling loop.
int curves_command_cancelled(void);

/// Whether Ctrl-C was pressed, without clearing the flag.
int curves_interrupt_caught(void);

/// Sleeps up to `seconds` with the handled signals let through (atomically, like
/// curves_wait_for_input). Returns 1 when the time is up, 0 when a signal cut the sleep short,
/// -1 on an error.
int curves_wait_for_signal(double seconds);

// MARK: - Line editing (readline's callback interface)

/// One-time readline set-up: our own signal handling, the program name for inputrc, and the
/// completion function.
void curves_configure_readline(rl_completion_func_t *completer);

/// Shows the prompt and starts reading a line (the terminal goes into raw mode).
void curves_begin_line(const char *prompt);

/// Feeds readline one character; returns 1 when the line is finished.
int curves_read_character(void);

/// The finished line (malloc'd, to be freed by the caller), or NULL for end of input.
char *curves_take_line(void);

/// Abandons the line being edited after Ctrl-C: leaves any search or argument mode, echoes ^C,
/// moves to a new line and restores the terminal. The next curves_begin_line starts afresh.
void curves_abandon_line(void);

/// Whether reading the terminal hit end of file (the terminal went away), as opposed to a
/// Ctrl-D typed on an empty line (a key in readline's raw mode).
int curves_input_closed(void);

/// Whether readline already moved to a new line after Ctrl-D on an empty line: it does so
/// (readline >= 8.1) only when it had turned bracketed paste on, which it turns off again with a
/// carriage return.
int curves_readline_ends_line_at_eof(void);

/// Clears the prompt and the line being typed from the screen, keeping both in readline, so that
/// output can be printed where they were (the live page's commands). curves_show_line draws them
/// again below that output, the cursor where it was.
void curves_hide_line(void);
void curves_show_line(void);

/// Stops editing (before exiting on a signal): restores the terminal.
void curves_end_editing(void);

/// Tells readline the window changed size.
void curves_resize_terminal(void);

/// The text before the cursor (the completion function's context).
const char *curves_line_buffer(void);
int curves_cursor(void);

/// Completion ends here: no fallback to readline's file names when we offer nothing.
void curves_completion_over(void);

/// Don't append a space after a unique completion (for `width=`).
void curves_suppress_append(void);

/// File-name completion for `save` and `load`.
char **curves_complete_file_names(const char *text);

/// The matches array for readline from `count` candidate words (copied: readline frees them).
char **curves_complete_words(const char *text, const char **words, int count);

// MARK: - History

/// Reads the history file; returns 0 or an errno value.
int curves_read_history(const char *path);

/// Appends the last `count` entries to the history file; returns 0 or an errno value.
int curves_append_history(int count, const char *path);

/// Keeps the history (in memory and in the file) to `lines` entries.
void curves_limit_history(int lines, const char *path);

/// The most recent history entry's text, or NULL.
const char *curves_last_history_line(void);

#endif
