//! Hills & Sheep's sheep bag: 18 tokens, sheep (1 to 4 each) and wolves.
//!
//! Tokens beside shepherds are out of the bag; herding or a wolf puts them back. The
//! bag draws at random from the game's generator, or in a fixed order for scenarios.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rng::GameRng;

/// A token of the sheep bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Token {
    /// A token showing this many sheep (1 to 4).
    Sheep(u8),
    Wolf,
}

impl Token {
    /// The box's 18 tokens: 4×1, 5×2, 5×3, 2×4 sheep and 2 wolves.
    pub fn full_bag() -> Vec<Token> {
        [(1, 4), (2, 5), (3, 5), (4, 2)]
            .into_iter()
            .flat_map(|(sheep, n)| std::iter::repeat_n(Token::Sheep(sheep), n))
            .chain([Token::Wolf, Token::Wolf])
            .collect()
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Sheep(n) => write!(f, "{n}"),
            Token::Wolf => f.write_str("wolf"),
        }
    }
}

/// Text that names no token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a sheep token: say 1, 2, 3, 4 or wolf")]
pub struct ParseTokenError(pub String);

impl FromStr for Token {
    type Err = ParseTokenError;
    fn from_str(s: &str) -> Result<Token, ParseTokenError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "wolf" => Ok(Token::Wolf),
            n => match n.parse() {
                Ok(sheep @ 1..=4) => Ok(Token::Sheep(sheep)),
                _ => Err(ParseTokenError(s.to_string())),
            },
        }
    }
}

impl Serialize for Token {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Token {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Token, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// The tokens in the bag, and the scenario's fixed draws still to come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bag {
    tokens: Vec<Token>,
    /// Fixed draws, next last.
    fixed: Vec<Token>,
}

impl Bag {
    /// A full bag; `fixed` lists the first draws in order.
    pub fn new(fixed: &[Token]) -> Bag {
        Bag { tokens: Token::full_bag(), fixed: fixed.iter().rev().copied().collect() }
    }

    /// Tokens in the bag.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// Draws a token: the next fixed one while it is in the bag, else at random.
    /// `None` when the bag is empty.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Token> {
        if let Some(next) = self.fixed.pop()
            && let Some(at) = self.tokens.iter().position(|&t| t == next)
        {
            return Some(self.tokens.swap_remove(at));
        }
        if self.tokens.is_empty() {
            return None;
        }
        let at = rng.below(self.tokens.len());
        Some(self.tokens.swap_remove(at))
    }

    /// Drops the scenario's fixed draws still to come: from now on chance decides.
    pub(crate) fn forget_fixed(&mut self) {
        self.fixed.clear();
    }

    /// Puts tokens back.
    pub fn put_back(&mut self, tokens: impl IntoIterator<Item = Token>) {
        self.tokens.extend(tokens);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_18_tokens_and_40_sheep() {
        let bag = Token::full_bag();
        assert_eq!(bag.len(), 18);
        let sheep: u32 = bag.iter().map(|t| if let Token::Sheep(n) = t { u32::from(*n) } else { 0 }).sum();
        assert_eq!(sheep, 4 + 10 + 15 + 8);
        assert_eq!(bag.iter().filter(|t| **t == Token::Wolf).count(), 2);
    }

    #[test]
    fn fixed_draws_come_first_then_chance() {
        let mut rng = GameRng::from_seed(1);
        let mut bag = Bag::new(&[Token::Wolf, Token::Sheep(4)]);
        assert_eq!(bag.draw(&mut rng), Some(Token::Wolf));
        assert_eq!(bag.draw(&mut rng), Some(Token::Sheep(4)));
        assert_eq!(bag.len(), 16);
        assert!(bag.draw(&mut rng).is_some());
    }

    #[test]
    fn words_round_trip() {
        for t in ["1", "4", "wolf"] {
            assert_eq!(t.parse::<Token>().unwrap().to_string(), t);
        }
        assert!("5".parse::<Token>().is_err());
        assert!("sheep".parse::<Token>().is_err());
    }
}
