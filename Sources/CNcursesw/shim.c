#include "CNcursesw.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>

WINDOW *rotor_stdscr(void) { return stdscr; }
int rotor_lines(void) { return LINES; }
int rotor_cols(void) { return COLS; }
int rotor_colors(void) { return COLORS; }
int rotor_color_pairs(void) { return COLOR_PAIRS; }
int rotor_color_pair(int pair) { return COLOR_PAIR(pair); }
attr_t rotor_attr_bold(void) { return A_BOLD; }
attr_t rotor_attr_dim(void) { return A_DIM; }
attr_t rotor_attr_reverse(void) { return A_REVERSE; }
attr_t rotor_attr_underline(void) { return A_UNDERLINE; }
attr_t rotor_attr_normal(void) { return A_NORMAL; }
int rotor_key_code_yes(void) { return KEY_CODE_YES; }
int rotor_key_resize(void) { return KEY_RESIZE; }
int rotor_key_mouse(void) { return KEY_MOUSE; }

SCREEN *rotor_newterm(void) {
    return newterm(NULL, stdout, stdin);
}

static FILE *rotor_output_file = NULL;

SCREEN *rotor_newterm_file(const char *term, const char *path, int rows, int columns) {
    FILE *output = fopen(path, "w");
    FILE *input = fopen("/dev/null", "r");
    if (output == NULL || input == NULL) {
        if (output != NULL) fclose(output);
        if (input != NULL) fclose(input);
        return NULL;
    }
    SCREEN *screen = newterm(term, output, input);
    if (screen == NULL) {
        fclose(output);
        fclose(input);
        return NULL;
    }
    resize_term(rows, columns);
    rotor_output_file = output;
    return screen;
}

long rotor_output_size(void) {
    if (rotor_output_file == NULL) return -1;
    fflush(rotor_output_file);
    return ftell(rotor_output_file);
}

int rotor_put_cell(int row, int column, const wchar_t *text, attr_t attributes, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, row, column, &cell);
}

int rotor_get_wch(WINDOW *window, unsigned int *value) {
    wint_t key = 0;
    int status = wget_wch(window, &key);
    *value = (unsigned int)key;
    return status;
}

void rotor_enable_mouse(void) {
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
    mouseinterval(0);
}

int rotor_mouse_click(int *row, int *column) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))) return 0;
    *row = event.y;
    *column = event.x;
    return 1;
}

void rotor_stop_process(void) {
    sigset_t only, saved;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    // A Ctrl-Z already waiting would stop the process a second time after `fg`.
    struct timespec now = {0, 0};
    while (sigtimedwait(&only, NULL, &now) == SIGTSTP) {}
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    pthread_sigmask(SIG_UNBLOCK, &only, &saved);
    // Sent to this thread alone, where it is not blocked: the process stops here.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}
