//! What a player may not see never reaches a public output: hidden tiles and the gift
//! cards a player holds.

mod gifts;
mod views;
