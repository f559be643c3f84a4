#![doc = include_str!("../README.md")]
//!
//! A whole game, every decision answered by its first legal action:
//!
//! ```
//! use carcassonne_engine::{Action, Game, Seat, Setup};
//! let (mut game, _) = Game::new(Setup::new(2, 1)).unwrap();
//! while let Some(decision) = game.pending() {
//!     let seat = decision.seats.iter().next().unwrap();
//!     let action = game.legal_actions(seat)[0];
//!     game.apply(seat, action).unwrap();
//! }
//! assert!(game.is_over());
//! ```
//!
//! # The public surface
//!
//! Every type, constant and function a caller needs is re-exported once, here at the
//! root (`carcassonne_engine::Game`, `carcassonne_engine::GameRng`), whatever module
//! holds it: modules are how the engine is organised inside, not paths a caller must
//! learn, and moving a type between them changes nothing outside. The one namespace
//! kept on purpose is [`notation`]: the errors of reading the text notation, which a
//! caller matches on only to word a refusal and which would otherwise crowd the root
//! with six `Parse…`/`Unknown…` types.

mod action;
mod board;
mod by_seat;
mod catalog;
mod category;
mod decision;
mod error;
mod event;
mod features;
mod footprint;
mod game;
mod geometry;
pub mod notation;
mod preview;
mod rng;
pub mod rules;
mod scoring;
mod seat;
mod setup;
mod spot;
mod target;
mod tile;
mod turn;
mod view;
mod worth;

pub use action::Action;
pub use board::{Board, EdgeSegments, Misfit, PlacedTile, Placement};
pub use by_seat::BySeat;
pub use catalog::TileKind;
pub use category::{Breakdown, Category};
pub use decision::{Decision, Phase};
pub use error::RuleError;
pub use event::{Event, Scoring};
pub use features::{FeatureInfo, Features, NodeId};
pub use footprint::Footprint;
pub use game::{
    Figure, FigureKind, Game, MEEPLES_PER_PLAYER, PlacementOption, Player, ReplayError, START_TILE,
};
pub use geometry::{Axis, Compass, Corner, Dir, HalfEdge, Pos, Rotation};
pub use preview::{Completion, Extension, Preview};
pub use rng::GameRng;
pub use rules::message::{Arg, Join, Message};
pub use rules::{
    Expansion, ExpansionAction, ExpansionEvent, ExpansionParseError, ExpansionPhase, ExpansionRefusal,
    ExpansionSetupError, Expansions, FigureSpec, Strength,
};
pub use seat::{Colour, MAX_SEATS, Seat, SeatSet};
pub use setup::{ENGINE_VERSION, Fixed, GameOption, GameOptions, MAX_FIXED_TILES, Setup, SetupError};
pub use spot::{Port, Spot};
pub use target::Target;
pub use tile::{EdgeKind, FeatureKind, Markers, RoadEnd, Segment, TileDef, TileSet};
pub use view::{Audience, View};
pub use worth::FigureWorth;
