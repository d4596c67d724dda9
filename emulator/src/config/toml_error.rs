//! A TOML file's parse error as the other configuration errors read: at a dotted key
//! (`sm.max_warps`, `steps[2].grid`, `host.h_a.init`) rather than "(toml)", and, where the key
//! or a variant is unknown, the nearest allowed name. Used for presets and scenarios.

use warpsim_isa::diag::suggest;

/// The key `e` (raised parsing `text`) is at, or "(toml)" where the error has no place (a
/// missing key reported for a whole table has one) that names a key; and its message.
pub(crate) fn describe(text: &str, e: &toml::de::Error) -> (String, String) {
    let key = e.span().and_then(|s| key_at(text, s.start)).unwrap_or_else(|| "(toml)".into());
    (key, with_hint(e.message().trim()))
}

/// An error deserializing a value already parsed (a preset laid over its base, which has no
/// text of its own): the dotted key it names (toml's "in `sm.max_warps`"; an unknown key's
/// own name added to its table's) and its message.
pub(crate) fn describe_value(e: &toml::de::Error) -> (String, String) {
    let message = e.message().trim();
    let shown = e.to_string();
    // (toml writes the path on a line of its own after the message.)
    let mut key = shown
        .rsplit_once("\nin `")
        .and_then(|(_, rest)| rest.split_once('`'))
        .map(|(path, _)| path.to_string())
        .unwrap_or_default();
    if let Some(unknown) = message.strip_prefix("unknown field `").and_then(|r| r.split_once('`')).map(|(n, _)| n) {
        key = if key.is_empty() { unknown.to_string() } else { format!("{key}.{unknown}") };
    }
    if key.is_empty() {
        key = "(toml)".into();
    }
    (key, with_hint(message))
}

/// The line and column (from 1) where `text` writes the dotted key `key` (`sm.max_warps`,
/// `name`): the first line under its table's header that starts with it, or that header
/// where the key names a table. None where the text does not write it there.
pub(crate) fn line_col_of(text: &str, key: &str) -> Option<(usize, usize)> {
    let (table, field) = key.rsplit_once('.').unwrap_or(("", key));
    let mut current = String::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(h) = header(line) {
            current = match h {
                Header::Table(n) | Header::Array(n) => n,
            };
            if current == key {
                return Some((i + 1, line.len() - line.trim_start().len() + 1));
            }
        } else if current == table && leading_key(line) == Some(field) {
            return Some((i + 1, line.len() - line.trim_start().len() + 1));
        }
    }
    None
}

/// serde's "unknown field `x`, expected one of `a`, `b`" (or "unknown variant"), with "(did
/// you mean `a`?)" after the unknown name where one allowed name is close; any other message
/// as it is.
fn with_hint(message: &str) -> String {
    if !(message.starts_with("unknown field `") || message.starts_with("unknown variant `")) {
        return message.to_string();
    }
    // The backquoted names: the unknown one, then those allowed.
    let names: Vec<&str> = message.split('`').skip(1).step_by(2).collect();
    let Some((unknown, allowed)) = names.split_first() else { return message.to_string() };
    match suggest(unknown, allowed.iter().copied()) {
        Some(hint) => {
            let end = message.find('`').expect("a backquote") + unknown.len() + 2;
            format!("{} ({hint}){}", &message[..end], &message[end..])
        }
        None => message.to_string(),
    }
}

/// The dotted path of the key at byte `offset` of `text` (the key itself, or the key whose
/// value is there): the table header above it (an array of tables' `[[steps]]` as `steps[i]`,
/// counting from 0), the key that starts its line (or the line a multi-line value started on),
/// and a key of an inline table (`copy = { from = .. }`) the offset falls in or after.
fn key_at(text: &str, offset: usize) -> Option<String> {
    // (Spans are at character boundaries; `get` keeps any other offset from panicking.)
    let line_start = text.get(..offset)?.rfind('\n').map_or(0, |i| i + 1);
    let mut table: Vec<String> = Vec::new();
    let mut arrays: Vec<(String, usize)> = Vec::new();
    // The last line before the offset's (or that line) that starts with a key, after the header.
    let mut keyed: Option<usize> = None;
    let mut at = 0;
    for line in text[..line_start].lines() {
        let start = at;
        at += line.len() + 1;
        if let Some(h) = header(line) {
            table = match h {
                Header::Table(name) => vec![name],
                Header::Array(name) => {
                    let n = match arrays.iter_mut().find(|(a, _)| *a == name) {
                        Some((_, n)) => {
                            *n += 1;
                            *n
                        }
                        None => {
                            arrays.push((name.clone(), 0));
                            0
                        }
                    };
                    vec![format!("{name}[{n}]")]
                }
            };
            keyed = None;
        } else if leading_key(line).is_some() {
            keyed = Some(start);
        }
    }
    let here = text[line_start..].lines().next().unwrap_or("");
    if let Some(h) = header(here) {
        // An error at a header itself (a table given twice): the table's name.
        return Some(match h {
            Header::Table(n) | Header::Array(n) => n,
        });
    }
    let (line_at, line) = match leading_key(here) {
        Some(_) => (line_start, here),
        None => {
            let s = keyed?;
            (s, text[s..].lines().next().unwrap_or(""))
        }
    };
    let outer = leading_key(line)?;
    let mut path = table;
    path.push(outer.to_string());
    // Within an inline table on that line: the last `key =` before the offset (or the key
    // the offset is at), past the outer key's `=`.
    let within = offset.saturating_sub(line_at).min(line.len());
    if line_at == line_start && line.get(..within)?.contains('{') {
        let inner = leading_key(&line[within..]).or_else(|| last_inline_key(&line[..within]));
        if let Some(inner) = inner {
            path.push(inner.to_string());
        }
    }
    Some(path.join("."))
}

enum Header {
    Table(String),
    Array(String),
}

/// `[name]` or `[[name]]` (a bare or dotted key, a comment allowed after), not an array value
/// on a line of its own (`[0.5, 100],`).
fn header(line: &str) -> Option<Header> {
    let t = line.trim();
    let t = t.split_once('#').map_or(t, |(h, _)| h).trim_end();
    let ok = |n: &str| {
        !n.is_empty()
            && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')
            && !n.chars().all(|c| c.is_ascii_digit() || c == '.' || c == '-')
    };
    if let Some(n) = t.strip_prefix("[[").and_then(|r| r.strip_suffix("]]")) {
        return ok(n.trim()).then(|| Header::Array(n.trim().to_string()));
    }
    let n = t.strip_prefix('[')?.strip_suffix(']')?.trim();
    ok(n).then(|| Header::Table(n.to_string()))
}

/// The bare key a `key = value` line starts with.
fn leading_key(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let end = t.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))?;
    (end > 0 && t[end..].trim_start().starts_with('=')).then(|| &t[..end])
}

/// The last `key =` inside the first `{` of `s`.
fn last_inline_key(s: &str) -> Option<&str> {
    let open = s.find('{')?;
    let mut last = None;
    let inner = &s[open + 1..];
    for (i, _) in inner.match_indices('=') {
        let before = inner[..i].trim_end();
        // (After the character found, which may take more than one byte.)
        let start = before
            .char_indices()
            .rfind(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .map_or(0, |(p, c)| p + c.len_utf8());
        if start < before.len() {
            last = Some(&before[start..]);
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, needle: &str) -> Option<String> {
        key_at(text, text.find(needle).expect("in the text"))
    }

    #[test]
    fn a_key_after_a_character_of_several_bytes_in_an_inline_table() {
        // (Found by the property test below: the key's start was taken one byte after the
        // character before it, inside `é`.)
        let text = "0=\"é\"aa,aéé=0=aé a0{é_=.\".]}a00.";
        assert_eq!(key_at(text, 28).as_deref(), Some("0._"));
        // A key is the bare-key characters before its `=` (`é` is not one).
        let text = "copy = { é_from = 1 }";
        assert_eq!(at(text, "1").as_deref(), Some("copy._from"));
    }

    #[test]
    fn keys_under_tables_arrays_of_tables_and_inline_tables() {
        let text = "\
kernels = \"k.asm\"
[params]
n = 10
[[steps]]
copy = { from = \"h_a\", tto = \"d_a\" }
[[steps]]
launch = \"k\"
gird = 4 # a typo
[sm]
max_warpz = 64
loaded = [
  [0.5, 100],
  [0.9, oops],
]
";
        assert_eq!(at(text, "kernels").as_deref(), Some("kernels"));
        assert_eq!(at(text, "n = 10").as_deref(), Some("params.n"));
        assert_eq!(at(text, "10").as_deref(), Some("params.n"));
        assert_eq!(at(text, "copy").as_deref(), Some("steps[0].copy"));
        assert_eq!(at(text, "tto").as_deref(), Some("steps[0].copy.tto"));
        assert_eq!(at(text, "\"d_a\"").as_deref(), Some("steps[0].copy.tto"));
        assert_eq!(at(text, "gird").as_deref(), Some("steps[1].gird"));
        assert_eq!(at(text, "max_warpz").as_deref(), Some("sm.max_warpz"));
        assert_eq!(at(text, "oops").as_deref(), Some("sm.loaded"));
        assert_eq!(at(text, "[sm]").as_deref(), Some("sm"));
    }

    proptest::proptest! {
        #[test]
        fn any_text_and_offset_gives_a_path_or_none(
            text in "[a-z_=\\[\\]{}\",. \n#0-9é]{0,80}",
            offset in 0usize..100,
        ) {
            if let Some(path) = key_at(&text, offset) {
                proptest::prop_assert!(!path.is_empty());
            }
        }
    }

    #[test]
    fn unknown_names_get_the_nearest_allowed_one() {
        assert_eq!(
            with_hint("unknown field `gird`, expected one of `copy`, `grid`, `block`"),
            "unknown field `gird` (did you mean `grid`?), expected one of `copy`, `grid`, `block`"
        );
        assert_eq!(
            with_hint("unknown variant `sector32`, expected `cc10` or `sectors32`"),
            "unknown variant `sector32` (did you mean `sectors32`?), expected `cc10` or `sectors32`"
        );
        // Nothing close: as it was.
        let far = "unknown field `zzzzzz`, expected `copy` or `grid`";
        assert_eq!(with_hint(far), far);
        assert_eq!(with_hint("invalid type: string \"x\", expected u32"), "invalid type: string \"x\", expected u32");
    }

    #[test]
    fn parse_errors_name_their_key() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Sm {
            max_warps: u32,
        }
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Doc {
            sm: Sm,
        }
        let text = "[sm]\nmax_warpz = 64\n";
        let e = toml::from_str::<Doc>(text).unwrap_err();
        let (key, message) = describe(text, &e);
        assert_eq!(key, "sm.max_warpz");
        assert!(message.starts_with("unknown field `max_warpz` (did you mean `max_warps`?)"), "{message}");
        let text = "[sm]\nmax_warps = \"many\"\n";
        let (key, message) = describe(text, &toml::from_str::<Doc>(text).unwrap_err());
        assert_eq!(key, "sm.max_warps");
        assert!(message.contains("invalid type"), "{message}");
    }
}
