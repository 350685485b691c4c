//! The English text of every prompt key, read from `texts.en.tsv` (one
//! `key<TAB>text` a line). The shells keep their own translated copies; this
//! table is the source they are made and checked from, and what the
//! terminal prints. The translations the shells' files are made from sit
//! beside it (`texts.bn.tsv`, `texts.hi.tsv`, `texts.ne.tsv`): same keys, same
//! order, same placeholders, which the tests below hold them to.

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

#[cfg(test)]
mod tests {
    use super::ENGLISH_TEXTS;
    use std::collections::BTreeSet;

    /// Every translation kept beside the English source, by language code.
    const TRANSLATIONS: [(&str, &str); 3] = [
        ("bn", include_str!("texts.bn.tsv")),
        ("hi", include_str!("texts.hi.tsv")),
        ("ne", include_str!("texts.ne.tsv")),
    ];

    /// The `(key, text)` lines of a file, failing on a line without a tab or
    /// with an empty text.
    fn entries(language: &str, file: &str) -> Vec<(String, String)> {
        file.lines()
            .map(|line| {
                let (key, text) = line
                    .split_once('\t')
                    .unwrap_or_else(|| panic!("{language}: no tab in {line:?}"));
                assert!(!text.trim().is_empty(), "{language}: {key} has no text");
                assert!(!text.contains('\t'), "{language}: {key} has two tabs");
                (key.to_string(), text.to_string())
            })
            .collect()
    }

    /// The `{0}`, `{1}`, … a text names.
    fn placeholders(text: &str) -> BTreeSet<String> {
        let mut found = BTreeSet::new();
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let close = rest[open..]
                .find('}')
                .map(|c| open + c)
                .unwrap_or_else(|| panic!("unclosed brace in {text:?}"));
            found.insert(rest[open..=close].to_string());
            rest = &rest[close + 1..];
        }
        found
    }

    #[test]
    fn every_translation_has_exactly_the_english_keys_in_order() {
        let english: Vec<String> = entries("en", ENGLISH_TEXTS)
            .into_iter()
            .map(|(key, _)| key)
            .collect();
        for (language, file) in TRANSLATIONS {
            let keys: Vec<String> = entries(language, file)
                .into_iter()
                .map(|(key, _)| key)
                .collect();
            assert_eq!(keys, english, "{language}: keys differ from English");
        }
    }

    #[test]
    fn every_translation_keeps_the_english_placeholders() {
        let english = entries("en", ENGLISH_TEXTS);
        for (language, file) in TRANSLATIONS {
            for ((key, source), (_, text)) in english.iter().zip(entries(language, file)) {
                assert_eq!(
                    placeholders(&text),
                    placeholders(source),
                    "{language}: {key} names other placeholders than English"
                );
            }
        }
    }

    #[test]
    fn the_placeholder_reader_sees_what_a_text_names() {
        let names = placeholders("{0} to play and win {1}");
        assert_eq!(names.into_iter().collect::<Vec<_>>(), ["{0}", "{1}"]);
        assert!(placeholders("Puzzle").is_empty());
    }
}
