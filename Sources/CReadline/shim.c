// The definitions of CReadline.h: signal flags, readline's callback state and completion words,
// one copy for the whole program.
#include "CReadline.h"

#include <errno.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

// MARK: - Terminal

int curves_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 0;
}

int curves_terminal_rows(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_row > 0) return size.ws_row;
    return 0;
}

// MARK: - Signals

static volatile sig_atomic_t caught_interrupt = 0;   // SIGINT (Ctrl-C)
static volatile sig_atomic_t caught_resize = 0;      // SIGWINCH
static volatile sig_atomic_t caught_termination = 0; // SIGHUP or SIGTERM: the signal number

static void signal_handler(int sig) {
    if (sig == SIGINT) caught_interrupt = 1;
    else if (sig == SIGWINCH) caught_resize = 1;
    else caught_termination = sig;
}

/// The signals the shell handles itself.
static sigset_t shell_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGTERM);
    return set;
}

/// The current signal mask without the handled signals: the mask to wait with.
static sigset_t mask_letting_signals_through(void) {
    sigset_t during;
    pthread_sigmask(SIG_SETMASK, NULL, &during);
    sigset_t handled = shell_signals();
    for (int sig = 1; sig < NSIG; sig++) {
        if (sigismember(&handled, sig) == 1) sigdelset(&during, sig);
    }
    return during;
}

void curves_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: the wait must return EINTR
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigset_t set = shell_signals();
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

void curves_restore_signal_handlers(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    sigset_t set = shell_signals();
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int curves_take_interrupt(void) {
    int caught = caught_interrupt;
    caught_interrupt = 0;
    return caught;
}

int curves_take_resize(void) {
    int caught = caught_resize;
    caught_resize = 0;
    return caught;
}

int curves_termination_signal(void) { return caught_termination; }

void curves_discard_pending_interrupt(void) {
    sigset_t pending;
    sigemptyset(&pending);
    if (sigpending(&pending) == 0 && sigismember(&pending, SIGINT)) {
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, SIGINT);
#if defined(__APPLE__)
        // macOS has no sigtimedwait. The signal is pending (and so blocked): sigwait takes it
        // at once.
        int taken;
        sigwait(&only, &taken);
#else
        struct timespec now = {0, 0};
        sigtimedwait(&only, NULL, &now);
#endif
    }
    caught_interrupt = 0;
}

/// The terminal readline reads.
static int input_descriptor(void) { return fileno(rl_instream ? rl_instream : stdin); }

int curves_wait_for_input(void) {
    int fd = input_descriptor();
    sigset_t during = mask_letting_signals_through();
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    int result = pselect(fd + 1, &readable, NULL, NULL, NULL, &during);
    if (result > 0) return 1;
    if (result < 0 && errno == EINTR) return 0;
    return -1;
}

int curves_wait_for_input_or(int other) {
    if (other < 0) return curves_wait_for_input();
    int fd = input_descriptor();
    sigset_t during = mask_letting_signals_through();
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    FD_SET(other, &readable);
    int result = pselect((fd > other ? fd : other) + 1, &readable, NULL, NULL, NULL, &during);
    if (result > 0) {
        if (!FD_ISSET(other, &readable)) return 1;
        return FD_ISSET(fd, &readable) ? 3 : 2;
    }
    if (result < 0 && errno == EINTR) return 0;
    return -1;
}

void curves_begin_command(void) {
    curves_discard_pending_interrupt();
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

void curves_end_command(void) {
    sigset_t set = shell_signals();
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

int curves_command_cancelled(void) {
    return caught_interrupt != 0 || caught_termination != 0;
}

int curves_interrupt_caught(void) { return caught_interrupt; }

int curves_wait_for_signal(double seconds) {
    sigset_t during = mask_letting_signals_through();
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
static char *finished_line = NULL;
static int line_finished = 0;
// Set when reading the terminal hit end of file: the terminal went away (a hang-up). A typed
// Ctrl-D is a key in readline's raw mode, not end of file.
static int input_closed = 0;

static int read_key(FILE *stream) {
    int key = rl_getc(stream);
    if (key == EOF) input_closed = 1;
    return key;
}

// Readline's terminal mode plus NOFLSH. Without it Ctrl-C makes the terminal discard typed-ahead
// keys: if that happens after the wait for input saw them and before readline reads one, the
// read blocks with SIGINT held back and the shell hangs until the next key (seen in CI, and
// every time with reads slowed down). curves_abandon_line discards the keys itself instead.
static void prepare_terminal(int meta) {
    rl_prep_terminal(meta);
    struct termios settings;
    int fd = input_descriptor();
    if (tcgetattr(fd, &settings) == 0 && (settings.c_lflag & NOFLSH) == 0) {
        settings.c_lflag |= NOFLSH;
        tcsetattr(fd, TCSANOW, &settings);
    }
}

static void line_handler(char *line) {
    finished_line = line;
    line_finished = 1;
    // Removing the handler here stops readline from printing the next prompt on its own.
    rl_callback_handler_remove();
}

void curves_configure_readline(rl_completion_func_t *completer) {
    // readline decodes multibyte input only under a UTF-8 LC_CTYPE; Swift never calls setlocale.
    // LC_CTYPE only: LC_NUMERIC would change how C formats numbers.
    setlocale(LC_CTYPE, "");
    rl_readline_name = "curves";
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_attempted_completion_function = completer;
    rl_getc_function = read_key;
    rl_prep_term_function = prepare_terminal;
    // '=' separates words so `plot tick width=` completes after the '='.
    rl_basic_word_break_characters = " \t\n\"'=";
}

void curves_hide_line(void) {
    rl_clear_visible_line();
    fflush(rl_outstream ? rl_outstream : stdout);
}

void curves_show_line(void) {
    rl_on_new_line();
    rl_redisplay();
}

void curves_begin_line(const char *prompt) {
    finished_line = NULL;
    line_finished = 0;
    // readline sets rl_eof_found on Ctrl-D and never clears it in callback mode; left set, every
    // later line with bracketed paste on ends with an extra newline (a blank line before each reply).
    rl_eof_found = 0;
    rl_callback_handler_install(prompt, line_handler);
}

int curves_read_character(void) {
    rl_callback_read_char();
    return line_finished;
}

char *curves_take_line(void) {
    char *line = finished_line;
    finished_line = NULL;
    line_finished = 0;
    return line;
}

void curves_abandon_line(void) {
    rl_callback_sigcleanup();
    // Show the whole abandoned line (a search may have left another on screen) with ^C after it.
    rl_point = rl_end;
    rl_redisplay();
    rl_echo_signal_char(SIGINT);
    rl_crlf();
    rl_free_line_state();
    rl_replace_line("", 1);
    fflush(rl_outstream ? rl_outstream : stdout);
    tcflush(input_descriptor(), TCIFLUSH); // what Ctrl-C discards without NOFLSH
    rl_callback_handler_remove();
}

int curves_input_closed(void) { return input_closed; }

int curves_readline_ends_line_at_eof(void) {
    const char *value = rl_variable_value("enable-bracketed-paste");
    return value != NULL && strcmp(value, "on") == 0;
}

void curves_end_editing(void) { rl_callback_handler_remove(); }

void curves_resize_terminal(void) { rl_resize_terminal(); }

const char *curves_line_buffer(void) { return rl_line_buffer; }

int curves_cursor(void) { return rl_point; }

void curves_completion_over(void) { rl_attempted_completion_over = 1; }

void curves_suppress_append(void) { rl_completion_suppress_append = 1; }

char **curves_complete_file_names(const char *text) {
    return rl_completion_matches(text, rl_filename_completion_function);
}

// The words given to curves_complete_words, handed out one by one by word_generator.
static char **pending_words = NULL;
static int pending_count = 0;
static int next_word = 0;

static char *word_generator(const char *text, int state) {
    (void)text; // the list is already filtered by prefix
    if (state == 0) next_word = 0;
    if (next_word < pending_count) return strdup(pending_words[next_word++]);
    return NULL;
}

char **curves_complete_words(const char *text, const char **words, int count) {
    pending_words = (char **)words;
    pending_count = count;
    char **matches = count > 0 ? rl_completion_matches(text, word_generator) : NULL;
    pending_words = NULL;
    pending_count = 0;
    return matches;
}

// MARK: - History

int curves_read_history(const char *path) { return read_history(path); }

int curves_append_history(int count, const char *path) { return append_history(count, path); }

void curves_limit_history(int lines, const char *path) {
    stifle_history(lines);
    history_truncate_file(path, lines);
}

const char *curves_last_history_line(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}
