//! Table codes and join links.
//!
//! A code is ten characters of Crockford's base 32 (`0-9` and `A-Z` without
//! `I`, `L`, `O`, `U`): 32^10 ≈ 1.1 × 10^15 codes. A code only lets a stranger
//! take a seat that is still free, and join attempts are limited to 20 a
//! minute per address; with 100,000 tables waiting for their second player at
//! once, one address guessing for a year (10.5 million attempts) finds one
//! with a chance of about 1 in 1,000. Players read it as `ABCDE-FGHJK`; typed
//! back, case, spaces, dashes and the look-alikes `O`→`0`, `I`/`L`→`1` are
//! forgiven.

use crate::wire::Links;

/// The 32 characters a code is made of.
pub const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The characters in a code.
pub const CODE_LEN: usize = 10;

/// The app's link scheme and path: `shologuti://join/CODE`.
pub const APP_LINK_PREFIX: &str = "shologuti://join/";

/// The web link's path before the code: `https://HOST/j/CODE`.
pub const WEB_LINK_PATH: &str = "/j/";

/// Why text is not a table code or a join link.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("a table code has {CODE_LEN} characters, this has {0}")]
    WrongLength(usize),
    #[error("'{0}' is not a character of a table code")]
    BadCharacter(char),
    #[error("not a join link (https://HOST/j/CODE or shologuti://join/CODE)")]
    NotALink,
}

/// A code from random bytes (one character from each byte; 256 is a multiple
/// of 32, so every character is equally likely).
pub fn code_from_random(bytes: [u8; CODE_LEN]) -> String {
    bytes
        .iter()
        .map(|b| CODE_ALPHABET[usize::from(b % 32)] as char)
        .collect()
}

/// The canonical code (upper case, no separators) for what a player typed.
pub fn normalise_code(text: &str) -> Result<String, CodeError> {
    let mut code = String::with_capacity(CODE_LEN);
    for c in text.chars() {
        let c = match c.to_ascii_uppercase() {
            ' ' | '-' | '_' | '.' | '\t' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            c if c.is_ascii() && CODE_ALPHABET.contains(&(c as u8)) => c,
            other => return Err(CodeError::BadCharacter(other)),
        };
        code.push(c);
    }
    if code.len() != CODE_LEN {
        return Err(CodeError::WrongLength(code.len()));
    }
    Ok(code)
}

/// The code as shown to players: `ABCDE-FGHJK`.
pub fn display_code(code: &str) -> String {
    if code.len() == CODE_LEN && code.is_ascii() {
        format!("{}-{}", &code[..CODE_LEN / 2], &code[CODE_LEN / 2..])
    } else {
        code.to_string()
    }
}

/// The links for a table served at `host` (a host name, with a port if any).
pub fn links(host: &str, code: &str) -> Links {
    Links {
        web: format!("https://{host}{WEB_LINK_PATH}{code}"),
        app: format!("{APP_LINK_PREFIX}{code}"),
    }
}

/// The canonical code in a join link (`https://HOST/j/CODE`,
/// `shologuti://join/CODE`, with or without a trailing slash, query or
/// fragment) or in a bare code as typed.
pub fn parse_join_target(text: &str) -> Result<String, CodeError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    let rest = if lower.starts_with(APP_LINK_PREFIX) {
        &text[APP_LINK_PREFIX.len()..]
    } else if let Some(after_scheme) = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
    {
        let scheme_len = text.len() - after_scheme.len();
        let path_start = after_scheme.find('/').ok_or(CodeError::NotALink)?;
        let path = &text[scheme_len + path_start..];
        if !path.starts_with(WEB_LINK_PATH) {
            return Err(CodeError::NotALink);
        }
        &path[WEB_LINK_PATH.len()..]
    } else if lower.contains("://") {
        return Err(CodeError::NotALink);
    } else {
        text
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    normalise_code(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_has_no_look_alikes_and_no_repeats() {
        for c in b"ILOU" {
            assert!(!CODE_ALPHABET.contains(c));
        }
        let mut sorted = CODE_ALPHABET.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 32);
    }

    #[test]
    fn random_bytes_make_a_canonical_code() {
        let code = code_from_random([0, 31, 32, 255, 10, 100, 200, 7, 8, 9]);
        assert_eq!(code, "0Z0ZA48789");
        assert_eq!(normalise_code(&code).unwrap(), code);
    }

    #[test]
    fn typing_is_forgiven() {
        assert_eq!(normalise_code("abcde-fghjk").unwrap(), "ABCDEFGHJK");
        assert_eq!(normalise_code(" o1234 il567 ").unwrap(), "0123411567");
        assert_eq!(normalise_code("AB_CD.EF GH-JK").unwrap(), "ABCDEFGHJK");
    }

    #[test]
    fn a_code_must_be_ten_known_characters() {
        assert_eq!(normalise_code("ABCD"), Err(CodeError::WrongLength(4)));
        assert_eq!(
            normalise_code("ABCDEFGHJKM"),
            Err(CodeError::WrongLength(11))
        );
        assert_eq!(
            normalise_code("ABCDEFGHJU"),
            Err(CodeError::BadCharacter('U'))
        );
        assert_eq!(
            normalise_code("ABCDEFGHJ!"),
            Err(CodeError::BadCharacter('!'))
        );
        assert_eq!(
            normalise_code("ABCDEFGHJé"),
            Err(CodeError::BadCharacter('é'))
        );
    }

    #[test]
    fn codes_display_in_two_halves() {
        assert_eq!(display_code("ABCDEFGHJK"), "ABCDE-FGHJK");
        assert_eq!(
            normalise_code(&display_code("ABCDEFGHJK")).unwrap(),
            "ABCDEFGHJK"
        );
    }

    #[test]
    fn links_carry_the_code_and_parse_back() {
        let links = links("play.example.org:8443", "ABCDEFGHJK");
        assert_eq!(links.web, "https://play.example.org:8443/j/ABCDEFGHJK");
        assert_eq!(links.app, "shologuti://join/ABCDEFGHJK");
        assert_eq!(parse_join_target(&links.web).unwrap(), "ABCDEFGHJK");
        assert_eq!(parse_join_target(&links.app).unwrap(), "ABCDEFGHJK");
    }

    #[test]
    fn join_targets_are_read_forgivingly() {
        for text in [
            "abcde-fghjk",
            "  ABCDE FGHJK ",
            "https://host/j/abcde-fghjk/",
            "HTTPS://Host/j/ABCDEFGHJK?from=share",
            "http://127.0.0.1:8080/j/ABCDEFGHJK#x",
            "ShoLoGuti://join/ABCDE-FGHJK",
        ] {
            assert_eq!(parse_join_target(text).unwrap(), "ABCDEFGHJK", "{text}");
        }
    }

    #[test]
    fn other_links_are_refused() {
        for text in [
            "https://host/x/ABCDEFGHJK",
            "https://host",
            "ftp://host/j/ABCDEFGHJK",
            "shologuti://play/ABCDEFGHJK",
        ] {
            assert_eq!(parse_join_target(text), Err(CodeError::NotALink), "{text}");
        }
        assert_eq!(
            parse_join_target("https://host/j/ABC"),
            Err(CodeError::WrongLength(3))
        );
    }
}
