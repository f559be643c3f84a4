//! What the French tests share: the words that give English away in a French text.

/// Whether `word` (lower case) is English and not French: `english-only.txt` lists them.
fn is_english(word: &str) -> bool {
    include_str!("english-only.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(str::split_whitespace)
        .any(|english| english == word)
}

/// The English-only words of `text`, once commands (backticked) and the players'
/// `names` are taken out.
pub fn english_words(text: &str, names: &[&str]) -> Vec<String> {
    let mut outside: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    for name in names {
        outside = outside.replace(name, " ");
    }
    let mut found: Vec<String> = outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !is_half_edge(w))
        .map(str::to_lowercase)
        .filter(|w| is_english(w))
        .collect();
    found.dedup();
    found
}

/// A field's half-edge as French writes it (`No`, `So`: north-west, south-west), which is
/// no English "no".
fn is_half_edge(word: &str) -> bool {
    let mut letters = word.chars();
    matches!(
        (letters.next(), letters.next(), letters.next()),
        (Some('N' | 'E' | 'S' | 'O'), Some('o' | 'e' | 'n' | 's'), None)
    )
}
