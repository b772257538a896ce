#include "CNcursesw.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// A fatal signal (a Swift trap is SIGILL or SIGTRAP) while the screen is up would leave the
// terminal in the alternate screen with mouse reporting, keypad mode and no echo. The handler
// below puts it back with only async-signal-safe calls (write, tcsetattr, sigaction, raise),
// then hands the signal to whoever handled it before (Swift's backtracer, or the default).

static const int rotor_fatal_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS };
#define ROTOR_FATAL_COUNT ((int)(sizeof rotor_fatal_signals / sizeof rotor_fatal_signals[0]))

static struct sigaction rotor_previous[ROTOR_FATAL_COUNT];
static volatile sig_atomic_t rotor_installed = 0;
static volatile sig_atomic_t rotor_armed = 0;
static char rotor_restore[512];
static size_t rotor_restore_length = 0;
static struct termios rotor_saved_termios;
static int rotor_has_termios = 0;
static int rotor_termios_fd = -1;

static void rotor_append(const char *text) {
    if (text == NULL || text == (const char *)-1) return;
    size_t length = strlen(text);
    if (rotor_restore_length + length >= sizeof rotor_restore) return;
    memcpy(rotor_restore + rotor_restore_length, text, length);
    rotor_restore_length += length;
}

static void rotor_fatal_handler(int number, siginfo_t *info, void *context) {
    if (rotor_armed) {
        rotor_armed = 0;
        if (rotor_restore_length > 0) {
            ssize_t ignored = write(STDOUT_FILENO, rotor_restore, rotor_restore_length);
            (void)ignored;
        }
        if (rotor_has_termios) tcsetattr(rotor_termios_fd, TCSANOW, &rotor_saved_termios);
    }
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    previous.sa_handler = SIG_DFL;
    for (int index = 0; index < ROTOR_FATAL_COUNT; index++) {
        if (rotor_fatal_signals[index] == number) previous = rotor_previous[index];
    }
    sigaction(number, &previous, NULL);
    // A fault returns to the faulting instruction, which faults again into the previous handler
    // with the real context (so the backtrace shows where it happened).
    if (info != NULL && info->si_code > 0) return;
    // A signal that was sent (kill, raise, abort) does not come again by itself. The previous
    // handler (Swift's backtracer) expects a fault and returns, so call it here, then die of the
    // signal as the default action does.
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction != NULL) previous.sa_sigaction(number, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN && previous.sa_handler != NULL) {
        previous.sa_handler(number);
    }
    signal(number, SIG_DFL);
    raise(number);
}

int rotor_crash_guard_save_modes(int terminal_fd) {
    if (tcgetattr(terminal_fd, &rotor_saved_termios) != 0) return -1;
    rotor_termios_fd = terminal_fd;
    rotor_has_termios = 1;
    return 0;
}

// A stack for the handler, so that it runs even when the crash is a stack overflow.
static char rotor_signal_stack[65536];

int rotor_crash_guard_arm(int restores_screen) {
    rotor_armed = 0;
    rotor_restore_length = 0;
    if (restores_screen) {
        // The terminal's own strings where its description has them; xterm's mouse modes off.
        rotor_append(tigetstr("sgr0"));
        rotor_append("\033[?1000l\033[?1002l\033[?1003l\033[?1006l");
        rotor_append(tigetstr("rmkx"));
        rotor_append(tigetstr("cnorm"));
        rotor_append(tigetstr("rmcup"));
        rotor_append("\r\n");
    }
    if (!rotor_installed) {
        stack_t current;
        if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
            stack_t ours;
            memset(&ours, 0, sizeof ours);
            ours.ss_sp = rotor_signal_stack;
            ours.ss_size = sizeof rotor_signal_stack;
            sigaltstack(&ours, NULL);
        }
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = rotor_fatal_handler;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (int index = 0; index < ROTOR_FATAL_COUNT; index++) {
            if (sigaction(rotor_fatal_signals[index], &action, &rotor_previous[index]) != 0) {
                for (int undo = 0; undo < index; undo++) {
                    sigaction(rotor_fatal_signals[undo], &rotor_previous[undo], NULL);
                }
                return -1;
            }
        }
        rotor_installed = 1;
    }
    rotor_armed = 1;
    return 0;
}

void rotor_crash_guard_disarm(void) {
    rotor_armed = 0;
    rotor_has_termios = 0;
    if (!rotor_installed) return;
    for (int index = 0; index < ROTOR_FATAL_COUNT; index++) {
        sigaction(rotor_fatal_signals[index], &rotor_previous[index], NULL);
    }
    rotor_installed = 0;
}
