//! The renderer: the board, its texts and sizes, each expansion on the image, the
//! preview and the timelapse, drawn from engine games without the service.

mod abbey_mayor;
mod abbot;
mod bcb;
mod board;
mod ferries;
mod french;
mod gifts;
mod inns_cathedrals;
mod look;
mod monuments;
mod names;
mod preview;
mod princess_dragon;
mod river;
mod sheep;
mod sizes;
mod timelapse;
mod tower_dragon;
mod traders_builders;
mod words;
