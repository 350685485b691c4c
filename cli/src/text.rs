//! Text for a terminal: the width to wrap to, and lines wrapped at word
//! boundaries to it, so a turn (`d3-d4`) or a word is never cut in two.
//!
//! The text is the game's own: words of plain letters and the board's few
//! one-column signs (`·`, `…`), so a character is a column and a hanging
//! indent is all the layout there is. That is done here in a few lines
//! rather than with a text-layout crate.

/// The width when neither `COLUMNS` nor the terminal tells it.
const DEFAULT_WIDTH: usize = 80;
/// Narrower than this, wrapping would only chop the text up.
const MIN_WIDTH: usize = 20;

/// The columns to wrap to: `COLUMNS` if set (a script, a test), else the
/// width of the terminal the output goes to (read each time: it may have
/// been resized), else 80.
pub fn width() -> usize {
    let columns = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0);
    columns
        .or_else(terminal_width)
        .unwrap_or(DEFAULT_WIDTH)
        .max(MIN_WIDTH)
}

#[cfg(unix)]
fn terminal_width() -> Option<usize> {
    let size = rustix::termios::tcgetwinsize(std::io::stdout()).ok()?;
    (size.ws_col > 0).then_some(usize::from(size.ws_col))
}

#[cfg(not(unix))]
fn terminal_width() -> Option<usize> {
    None
}

/// Prints `text` wrapped to the terminal (a line end after it).
pub fn say(text: &str) {
    println!("{}", wrap(text, width()));
}

/// `text` with every line longer than `width` broken at spaces. A broken
/// line goes on under its own indent (the leading spaces of an answer); a
/// word wider than the line stands alone on one, whole.
pub fn wrap(text: &str, width: usize) -> String {
    text.split('\n')
        .map(|line| {
            if columns(line) <= width {
                return line.to_string();
            }
            let body = line.trim_start_matches(' ');
            let indent = &line[..line.len() - body.len()];
            fill(
                body.split(' ').filter(|w| !w.is_empty()),
                " ",
                indent,
                width,
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `items` joined by `separator`, broken between items (the separator
/// dropped there) so that no line is wider than `width`; every line starts
/// with `indent`. No line end after the last.
pub fn fill<'a>(
    items: impl IntoIterator<Item = &'a str>,
    separator: &str,
    indent: &str,
    width: usize,
) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for item in items {
        if line.is_empty() {
            line = format!("{indent}{item}");
        } else if columns(&line) + columns(separator) + columns(item) <= width {
            line.push_str(separator);
            line.push_str(item);
        } else {
            out.push_str(&line);
            out.push('\n');
            line = format!("{indent}{item}");
        }
    }
    out.push_str(&line);
    out
}

/// A help text: `intro` wrapped, then the commands, two to a line where
/// two fit side by side, else one to a line (its words wrapped under
/// themselves).
pub fn help(intro: &str, commands: &[(&str, &str)], width: usize) -> String {
    let name_width = commands.iter().map(|(n, _)| columns(n)).max().unwrap_or(0);
    let entries: Vec<String> = commands
        .iter()
        .map(|(name, what)| format!("  {name:<name_width$}  {what}"))
        .collect();
    let entry_width = entries.iter().map(|e| columns(e)).max().unwrap_or(0);
    let mut out = wrap(intro, width);
    if 2 * entry_width + 2 <= width {
        for pair in entries.chunks(2) {
            let line = match pair {
                [left, right] => format!("{left:<entry_width$}  {right}"),
                [one] => one.clone(),
                _ => unreachable!("chunks of two"),
            };
            out.push('\n');
            out.push_str(line.trim_end());
        }
    } else {
        let under = " ".repeat(name_width + 4);
        for ((name, what), entry) in commands.iter().zip(&entries) {
            out.push('\n');
            if columns(entry) <= width {
                out.push_str(entry);
            } else {
                let head = format!("  {name:<name_width$}  ");
                let words = fill(what.split(' '), " ", &under, width);
                out.push_str(&head);
                out.push_str(words.trim_start());
            }
        }
    }
    out
}

/// Columns `text` takes: one a character (see the module's note).
fn columns(text: &str) -> usize {
    text.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_break_between_words_and_keep_their_indent() {
        let text = "  a4-a5 b4-a5 b4-b5 c4-c5 d3-d4";
        assert_eq!(wrap(text, 20), "  a4-a5 b4-a5 b4-b5\n  c4-c5 d3-d4");
        let prose = "Look behind before you step.";
        assert_eq!(wrap(prose, 12), "Look behind\nbefore you\nstep.");
        // Short lines, and the lines between, are left as they are.
        assert_eq!(wrap("one  two\n\nthree", 12), "one  two\n\nthree");
        // A word wider than the line is not cut.
        assert_eq!(wrap("a verylongword b", 6), "a\nverylongword\nb");
        for line in wrap(&"word ".repeat(40), 33).lines() {
            assert!(columns(line) <= 33, "{line:?}");
        }
    }

    #[test]
    fn items_break_between_items() {
        let status = [
            "Red 16 pieces, took 0",
            "White 14 pieces, took 2",
            "quiet 0/80",
        ];
        assert_eq!(
            fill(status, " · ", "", 50),
            "Red 16 pieces, took 0 · White 14 pieces, took 2\nquiet 0/80"
        );
        assert_eq!(fill(status, " · ", "", 200).lines().count(), 1);
    }

    #[test]
    fn help_is_two_columns_where_they_fit_else_one() {
        let commands = [
            ("end", "end a run of takes here"),
            ("undo", "take back your last turn"),
            ("help", "this text"),
        ];
        let wide = help("Enter a turn.", &commands, 80);
        assert_eq!(wide.lines().count(), 3, "{wide}");
        assert!(wide.contains("here  ") && wide.contains("undo"), "{wide}");
        let narrow = help("Enter a turn.", &commands, 40);
        assert_eq!(narrow.lines().count(), 4, "{narrow}");
        for line in narrow.lines() {
            assert!(columns(line) <= 40, "{line:?} in {narrow}");
        }
        let tight = help("Enter a turn.", &commands, 20);
        assert!(
            tight.contains("  end   end a run of\n        takes here"),
            "{tight}"
        );
    }
}
