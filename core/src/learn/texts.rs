//! The English text of every prompt key, read from `texts.en.tsv` (one
//! `key<TAB>text` a line). The shells keep their own translated copies; this
//! table is the source they are made and checked from, and what the
//! terminal prints.

/// The file as shipped.
pub const ENGLISH_TEXTS: &str = include_str!("texts.en.tsv");

/// The English text of `key` with `{0}`, `{1}`, … replaced by `args`, or
/// `None` if the key is unknown.
pub fn english(key: &str, args: &[String]) -> Option<String> {
    let text = ENGLISH_TEXTS
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .find(|(k, _)| *k == key)?
        .1;
    let mut out = text.to_string();
    for (i, arg) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), arg);
    }
    Some(out)
}
