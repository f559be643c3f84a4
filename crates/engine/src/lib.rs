//! Carcassonne rules: tiles as data, placement, features, figures and scoring.
//!
//! The crate does no IO and reads no clock; all chance comes from a seeded generator
//! kept in the game, so a [`Setup`] and a log of [`Action`]s replay to the same state.
//!
//! ```
//! use carcassonne_engine::{Action, Game, Seat, Setup};
//! let (mut game, _) = Game::new(Setup::new(2, 1)).unwrap();
//! while let Some(pending) = game.pending() {
//!     let seat = pending.seats.iter().next().unwrap();
//!     let action = game.legal_actions(seat)[0];
//!     game.apply(seat, action).unwrap();
//! }
//! assert!(game.is_over());
//! ```

pub mod action;
pub mod board;
pub mod catalog;
pub mod category;
pub mod error;
pub mod event;
pub mod features;
pub mod flock;
pub mod game;
pub mod geometry;
pub mod rng;
mod scoring;
pub mod seat;
pub mod setup;
mod shepherds;
pub mod spot;
pub mod tile;

pub use action::{Action, ParseActionError};
pub use board::{Board, PlacedTile, Placement};
pub use catalog::{TileKind, UnknownTile};
pub use category::{Breakdown, Category};
pub use error::RuleError;
pub use event::{Event, Scoring};
pub use flock::Token;
pub use game::{Figure, FigureKind, Game, Pending, Phase, Player, ReplayError};
pub use geometry::{Dir, HalfEdge, Pos, Rotation};
pub use seat::{Colour, MAX_SEATS, Seat, SeatSet};
pub use setup::{Expansion, Expansions, GameOption, GameOptions, Setup, SetupError};
pub use spot::{Port, Spot};
pub use tile::{EdgeKind, FeatureKind, TileDef, TileSet};
