#ifndef CNCURSESW_H
#define CNCURSESW_H

// SwiftPM keeps only -I from pkg-config, so wide-character support must be asked for here,
// before <curses.h>, or cchar_t, setcchar, wadd_wch and wget_wch are not declared.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <curses.h>
#include <stdio.h>
#include <wchar.h>

// Swift 6 rejects C mutable globals and cannot call function-like macros: these wrap them.
WINDOW *rotor_stdscr(void);
int rotor_lines(void);
int rotor_cols(void);
int rotor_colors(void);
int rotor_color_pairs(void);
int rotor_color_pair(int pair);
attr_t rotor_attr_bold(void);
attr_t rotor_attr_dim(void);
attr_t rotor_attr_reverse(void);
attr_t rotor_attr_underline(void);
attr_t rotor_attr_normal(void);
int rotor_key_code_yes(void);
int rotor_key_resize(void);
int rotor_key_mouse(void);

// Starts curses on the controlling terminal's stdin/stdout. NULL when TERM is unusable
// (initscr would exit the process instead).
SCREEN *rotor_newterm(void);

// Starts curses writing to a file instead, as terminal type `term` of `rows` by `columns`, for
// counting the bytes a frame costs. NULL when the file or the type cannot be used.
SCREEN *rotor_newterm_file(const char *term, const char *path, int rows, int columns);

// How many bytes curses has written to the file `rotor_newterm_file` opened.
long rotor_output_size(void);

// Starts curses on the terminal with everything it writes also recorded, each write with its
// time, as an asciicast v2 file written to a duplicate of `descriptor` (its header titled
// `title`, which must be visible text). Curses writes to a pseudo-terminal of the real one's
// size; a thread copies it to the real terminal (stdout) and the file. NULL (errno set) when
// the pseudo-terminal cannot be made or TERM is unusable.
SCREEN *rotor_newterm_cast(int descriptor, const char *title);

// Stops recording, after what curses wrote last is in the file: the cast ends on the last
// frame, without the terminal being put back.
void rotor_cast_stop_recording(void);

// Ctrl-Z with a cast: after endwin, once what it wrote has reached the real terminal, puts the
// real terminal's modes back for the shell.
void rotor_cast_release_terminal(void);

// Once continued: the real terminal raw again (its modes read again first when
// `rereads_modes`, as the shell left them) and the recording on.
void rotor_cast_take_terminal(int rereads_modes);

// Stops the process as Ctrl-Z does (SIGTSTP at its default action, however it is handled
// otherwise) and returns once it is continued (`fg`, `bg`, SIGCONT).
void rotor_stop_process(void);

// After endwin: stops the copying, puts back the real terminal's modes and closes the file.
// 0 when every write to the file succeeded, else the errno of the first that failed.
int rotor_cast_finish(void);

// Puts one character cell: `text` is the grapheme as a wide string (base plus combining marks).
int rotor_put_cell(int row, int column, const wchar_t *text, attr_t attributes, short pair);

// Reads one key: returns OK, KEY_CODE_YES or ERR; the key or character goes in *value.
int rotor_get_wch(WINDOW *window, unsigned int *value);

// Mouse: turns on click reporting and reads a click's position; 0 when there was none.
void rotor_enable_mouse(void);
int rotor_mouse_click(int *row, int *column);

// The terminal put back on a fatal signal (a Swift trap, a bad access): the saved modes
// (termios) and, when the screen is up, the strings that leave the alternate screen and turn
// mouse reporting and keypad mode off; then the signal goes to the handler installed before
// (Swift's backtracer). Save the modes before changing them; arm once the screen (if any) is up;
// disarm after the terminal is restored in order.
int rotor_crash_guard_save_modes(int terminal_fd);
int rotor_crash_guard_arm(int restores_screen);
void rotor_crash_guard_disarm(void);

#endif
