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

pub mod action;
pub mod board;
pub mod by_seat;
pub mod catalog;
pub mod category;
pub mod decision;
pub mod error;
pub mod event;
pub mod features;
pub mod footprint;
pub mod game;
pub mod geometry;
pub mod preview;
pub mod rng;
pub mod rules;
mod scoring;
pub mod seat;
pub mod setup;
pub mod spot;
pub mod target;
pub mod tile;
mod turn;
pub mod view;

pub use action::{Action, ParseActionError};
pub use board::{Board, PlacedTile, Placement};
pub use by_seat::BySeat;
pub use catalog::{TileKind, UnknownTile};
pub use category::{Breakdown, Category};
pub use decision::{Decision, Phase};
pub use error::RuleError;
pub use event::{Event, Scoring};
pub use footprint::Footprint;
pub use game::{Figure, FigureKind, Game, PlacementOption, Player, ReplayError};
pub use geometry::{Compass, Dir, HalfEdge, Pos, Rotation};
pub use preview::{Completion, Extension, Preview};
pub use rules::bridges_castles_bazaars::{
    Auction, Axis, BcbView, Bridge, BridgesCastlesBazaars, Castle, CastleChoice, MAX_BID, Offer,
};
pub use rules::gifts::{Gift, GiftPlay, Gifts, GiftsView};
pub use rules::hills_sheep::{HillsSheep, SheepView, Shepherd, Token};
pub use rules::monuments::{
    CUBES_PER_PLAYER, Monument, Monuments, MonumentsView, Objective, ObjectiveState, PlacedMonument, Reward,
    UnknownMonument, fame_points,
};
pub use seat::{Colour, MAX_SEATS, Seat, SeatSet};
pub use setup::{ENGINE_VERSION, Expansion, Expansions, GameOption, GameOptions, Setup, SetupError};
pub use spot::{Port, Spot};
pub use target::Target;
pub use tile::{EdgeKind, FeatureKind, TileDef, TileSet};
pub use view::{Audience, View};
