//! What the French tests share: the words that give English away in a French text.

/// Words that are English and not French: none may appear in a French text, outside
/// commands (backticked, rewritten by the front end) and players' names. Words both
/// languages write alike are not listed: "point(s)", "score(s)", "a", "on", "place",
/// "final", "cube", "bot", "meeple", "figure", "complete".
#[rustfmt::skip]
pub const ENGLISH: &[&str] = &[
    "the", "your", "you", "turn", "tile", "tiles", "placed", "scored", "wins", "tie", "waiting",
    "game", "games", "player", "players", "field", "road", "city", "monastery", "sheep",
    "shepherd", "flock", "wolf", "castle", "bridge", "gift", "gifts", "and", "with", "nobody",
    "left", "took", "joined", "bids", "takes", "each", "of", "for", "in", "is", "at", "put",
    "drew", "chose", "opens", "receives", "nothing", "moves", "move", "seated", "lobby",
    "begins", "cancelled", "reminder", "hold", "stack", "deck", "bank", "free", "auction",
    "bid", "raise", "choose", "buy", "sell", "keep", "objective", "architect", "fame", "token",
    "tokens", "language", "english", "french", "over", "or", "use", "buttons", "below", "legal",
    "their", "they", "it", "its", "an", "to", "from", "new", "back", "only", "easy", "hard",
    "no", "pass", "grow", "herd", "build", "full", "board", "add", "join", "start", "any",
    "beside", "completes", "extends", "placing", "not",
];

/// The English-only words of `text`, once commands (backticked) and the players'
/// `names` are taken out.
pub fn english_words(text: &str, names: &[&str]) -> Vec<String> {
    let mut outside: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    for name in names {
        outside = outside.replace(name, " ");
    }
    let mut found: Vec<String> = outside
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect();
    found.dedup();
    found
}
