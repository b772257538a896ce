// Recording what the terminal shows as an asciicast v2 file: the bytes curses writes, each
// write with its time.
//
// ncurses (6.1 on) writes to its output's file descriptor itself, so a FILE* without one (a
// cookie or funopen stream) would swallow every frame. Curses is therefore started on a
// pseudo-terminal: it sees a real terminal of the real one's size, and a thread copies what
// it writes to the real terminal and into the cast. The real terminal gets the modes curses
// would have set on it (no echo, no line editing), and its size is passed on when it changes.
#define _GNU_SOURCE
#include "CNcursesw.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static struct {
    int master;
    int slave;
    FILE *slave_file;
    FILE *cast;
    pthread_t copier;
    int copier_running;
    pthread_mutex_t lock;
    int recording;
    int error;
    struct timespec start;
    unsigned short columns, rows;
    unsigned char pending[4];
    size_t pending_count;
    struct termios saved_modes;
    int modes_saved;
    struct sigaction previous_winch;
} cast = {.master = -1, .slave = -1, .lock = PTHREAD_MUTEX_INITIALIZER};

static double cast_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - cast.start.tv_sec) + (double)(now.tv_nsec - cast.start.tv_nsec) / 1e9;
}

static void cast_put(const char *text, size_t length) {
    if (cast.cast == NULL || cast.error != 0) return;
    if (fwrite(text, 1, length, cast.cast) != length) cast.error = errno != 0 ? errno : EIO;
}

static void cast_puts(const char *text) { cast_put(text, strlen(text)); }

// The length of the UTF-8 sequence a lead byte starts; 0 for a byte that starts none.
static size_t utf8_length(unsigned char byte) {
    if (byte < 0x80) return 1;
    if (byte >= 0xC2 && byte <= 0xDF) return 2;
    if (byte >= 0xE0 && byte <= 0xEF) return 3;
    if (byte >= 0xF0 && byte <= 0xF4) return 4;
    return 0;
}

// Bytes as the inside of a JSON string: controls, quote and backslash escaped; complete UTF-8
// sequences as they are; a byte that starts none as U+FFFD, so the file is always JSON.
static void cast_put_json_bytes(const unsigned char *bytes, size_t count) {
    char escape[8];
    for (size_t index = 0; index < count;) {
        unsigned char byte = bytes[index];
        size_t length = utf8_length(byte);
        if (byte == '"' || byte == '\\') {
            escape[0] = '\\';
            escape[1] = (char)byte;
            cast_put(escape, 2);
            index += 1;
        } else if (byte < 0x20 || byte == 0x7F) {
            snprintf(escape, sizeof escape, "\\u%04x", byte);
            cast_put(escape, 6);
            index += 1;
        } else if (length == 0 || index + length > count) {
            cast_puts("\\ufffd");
            index += 1;
        } else {
            int valid = 1;
            for (size_t next = 1; next < length; next++) {
                if ((bytes[index + next] & 0xC0) != 0x80) valid = 0;
            }
            if (valid) {
                cast_put((const char *)bytes + index, length);
                index += length;
            } else {
                cast_puts("\\ufffd");
                index += 1;
            }
        }
    }
}

// One output event; a UTF-8 sequence cut by the end of a read waits for the next.
static void cast_record(const unsigned char *bytes, size_t count) {
    unsigned char joined[4096 + 4];
    size_t total = 0;
    memcpy(joined, cast.pending, cast.pending_count);
    total = cast.pending_count;
    memcpy(joined + total, bytes, count);
    total += count;
    cast.pending_count = 0;
    // Keep back an unfinished sequence at the end (at most 3 bytes).
    for (size_t back = 1; back <= 3 && back <= total; back++) {
        unsigned char byte = joined[total - back];
        if ((byte & 0xC0) == 0x80) continue;
        size_t length = utf8_length(byte);
        if (length > back) {
            memcpy(cast.pending, joined + total - back, back);
            cast.pending_count = back;
            total -= back;
        }
        break;
    }
    if (total == 0) return;
    // A resize of the terminal (passed on to the pseudo-terminal) as asciicast's resize event,
    // before the frame drawn for it.
    struct winsize size;
    if (ioctl(cast.master, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        && (size.ws_col != cast.columns || size.ws_row != cast.rows)) {
        char resize[96];
        snprintf(resize, sizeof resize, "[%.6f, \"r\", \"%ux%u\"]\n", cast_seconds(), (unsigned)size.ws_col,
                 (unsigned)size.ws_row);
        cast_puts(resize);
        cast.columns = size.ws_col;
        cast.rows = size.ws_row;
    }
    char head[64];
    snprintf(head, sizeof head, "[%.6f, \"o\", \"", cast_seconds());
    cast_puts(head);
    cast_put_json_bytes(joined, total);
    cast_puts("\"]\n");
    if (cast.cast != NULL && cast.error == 0 && fflush(cast.cast) != 0) cast.error = errno != 0 ? errno : EIO;
}

static void *cast_copy(void *unused) {
    (void)unused;
    // Signals are the main thread's: Ctrl-Z and resizes are handled there, between frames.
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    unsigned char buffer[4096];
    for (;;) {
        ssize_t count = read(cast.master, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;  // EIO: the slave side is closed
        // Written and recorded under the lock: once the main thread holds it, what the copier
        // read has reached the terminal (see cast_drain).
        pthread_mutex_lock(&cast.lock);
        for (ssize_t done = 0; done < count;) {
            ssize_t written = write(STDOUT_FILENO, buffer + done, (size_t)(count - done));
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) break;
            done += written;
        }
        if (cast.recording) cast_record(buffer, (size_t)count);
        pthread_mutex_unlock(&cast.lock);
    }
    return NULL;
}

// Waits until the copier has taken what curses wrote to the pseudo-terminal (the kernel hands
// it over a moment after the write, hence the pause once it looks empty).
static void cast_drain(void) {
    if (cast.slave_file != NULL) fflush(cast.slave_file);
    for (int tries = 0; tries < 100; tries++) {
        int waiting = 0;
        if (ioctl(cast.master, FIONREAD, &waiting) != 0 || waiting == 0) break;
        usleep(2000);
    }
    usleep(20000);
    for (int tries = 0; tries < 100; tries++) {
        int waiting = 0;
        if (ioctl(cast.master, FIONREAD, &waiting) != 0 || waiting == 0) break;
        usleep(2000);
    }
}

// The real terminal's modes as curses' cbreak and noecho would set them (curses sets its modes
// on the pseudo-terminal it writes to).
static void cast_set_raw(void) {
    if (!cast.modes_saved) return;
    struct termios raw = cast.saved_modes;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IGNCR);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
}

// The real terminal's size, passed on to the pseudo-terminal, then curses' own handler.
static void cast_winch(int signal_number) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) ioctl(cast.slave, TIOCSWINSZ, &size);
    if (cast.previous_winch.sa_flags & SA_SIGINFO) return;
    void (*handler)(int) = cast.previous_winch.sa_handler;
    if (handler != SIG_DFL && handler != SIG_IGN && handler != NULL) handler(signal_number);
}

SCREEN *rotor_newterm_cast(int descriptor, const char *title) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) {
        size.ws_col = 80;
        size.ws_row = 24;
    }
    // A duplicate: the caller keeps its descriptor, and puts the file in its place once
    // rotor_cast_finish has closed this one.
    int own = dup(descriptor);
    if (own < 0) return NULL;
    cast.cast = fdopen(own, "w");
    if (cast.cast == NULL) {
        int saved = errno;
        close(own);
        errno = saved;
        return NULL;
    }
    cast.error = 0;
    cast.pending_count = 0;
    cast.columns = size.ws_col;
    cast.rows = size.ws_row;

    cast.master = posix_openpt(O_RDWR | O_NOCTTY);
    char *slave_name = cast.master < 0 ? NULL : (grantpt(cast.master) == 0 && unlockpt(cast.master) == 0 ? ptsname(cast.master) : NULL);
    if (slave_name != NULL) cast.slave = open(slave_name, O_RDWR | O_NOCTTY);
    if (cast.slave < 0 || (cast.slave_file = fdopen(cast.slave, "w")) == NULL) {
        int saved = errno;
        if (cast.slave >= 0) close(cast.slave);
        if (cast.master >= 0) close(cast.master);
        fclose(cast.cast);
        cast.cast = NULL;
        cast.master = cast.slave = -1;
        errno = saved;
        return NULL;
    }
    ioctl(cast.slave, TIOCSWINSZ, &size);

    // The real terminal set raw; its modes put back by rotor_cast_finish.
    if (tcgetattr(STDIN_FILENO, &cast.saved_modes) == 0) {
        cast.modes_saved = 1;
        cast_set_raw();
    }

    // The header: the size, the time and the title (which the caller has made visible).
    char header[256];
    snprintf(header, sizeof header, "{\"version\": 2, \"width\": %u, \"height\": %u, \"timestamp\": %ld, \"title\": \"",
             (unsigned)size.ws_col, (unsigned)size.ws_row, (long)time(NULL));
    cast_puts(header);
    cast_put_json_bytes((const unsigned char *)title, strlen(title));
    const char *term = getenv("TERM");
    cast_puts("\", \"env\": {\"TERM\": \"");
    if (term != NULL) cast_put_json_bytes((const unsigned char *)term, strlen(term));
    cast_puts("\"}}\n");

    clock_gettime(CLOCK_MONOTONIC, &cast.start);
    cast.recording = 1;
    if (pthread_create(&cast.copier, NULL, cast_copy, NULL) == 0) cast.copier_running = 1;

    SCREEN *screen = newterm(NULL, cast.slave_file, stdin);
    if (screen == NULL) {
        rotor_cast_finish();
        errno = 0;  // not the file's fault: the terminal type
        return NULL;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cast_winch;
    sigemptyset(&action.sa_mask);
    sigaction(SIGWINCH, &action, &cast.previous_winch);
    return screen;
}

void rotor_cast_stop_recording(void) {
    if (cast.master < 0) return;
    // What curses wrote last is still in the pseudo-terminal: let the copier take it first.
    cast_drain();
    pthread_mutex_lock(&cast.lock);
    cast.recording = 0;
    pthread_mutex_unlock(&cast.lock);
}

void rotor_cast_release_terminal(void) {
    if (cast.master < 0) return;
    // What endwin wrote (leaving the alternate screen, the cursor shown) reaches the terminal
    // before the shell takes it.
    cast_drain();
    pthread_mutex_lock(&cast.lock);
    pthread_mutex_unlock(&cast.lock);
    if (cast.modes_saved) tcsetattr(STDIN_FILENO, TCSANOW, &cast.saved_modes);
}

void rotor_cast_take_terminal(int rereads_modes) {
    if (cast.master < 0) return;
    // The shell's modes, which the user may have changed while Rotor was stopped, are the
    // ones to put back at the end.
    if (rereads_modes) {
        struct termios now;
        if (tcgetattr(STDIN_FILENO, &now) == 0) {
            cast.saved_modes = now;
            cast.modes_saved = 1;
        }
    }
    cast_set_raw();
    // The terminal's size may have changed while stopped.
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) ioctl(cast.slave, TIOCSWINSZ, &size);
    pthread_mutex_lock(&cast.lock);
    cast.recording = 1;
    pthread_mutex_unlock(&cast.lock);
}

int rotor_cast_finish(void) {
    if (cast.master < 0 && cast.cast == NULL) return 0;
    rotor_cast_stop_recording();
    if (cast.slave_file != NULL) {
        // Let the copier pass on what endwin wrote before the slave goes.
        if (cast.master >= 0) cast_drain();
        fclose(cast.slave_file);
        cast.slave_file = NULL;
        cast.slave = -1;
    }
    if (cast.copier_running) {
        pthread_join(cast.copier, NULL);
        cast.copier_running = 0;
    }
    if (cast.master >= 0) close(cast.master);
    cast.master = -1;
    sigaction(SIGWINCH, &cast.previous_winch, NULL);
    if (cast.modes_saved) tcsetattr(STDIN_FILENO, TCSANOW, &cast.saved_modes);
    cast.modes_saved = 0;
    int error = cast.error;
    if (cast.cast != NULL) {
        if (fclose(cast.cast) != 0 && error == 0) error = errno != 0 ? errno : EIO;
        cast.cast = NULL;
    }
    return error;
}
