//! The engine's integration tests, one binary (`cargo test -p carcassonne-engine --test
//! integration`), a module per area; `… --test integration scoring::` runs one. The
//! helpers they share (scripted games, score checks) live once in `support`.

mod abbey_mayor;
mod abbey_mayor_meetings;
mod abbey_mayor_scenarios;
mod abbot;
mod bazaar_no_bid;
mod bcb_random;
mod bridges_castles_bazaars;
mod crop_circles;
mod decisions;
mod digest;
mod errors;
mod every_expansion_random;
mod ferries;
mod fixture_games;
mod flying_machines;
mod gift_wasted;
mod gifts;
mod gold_mines;
mod hills_sheep;
mod hills_sheep_random;
mod inns_cathedrals;
mod mage_witch;
mod messengers;
mod monuments;
mod notation;
mod oracle;
mod portal_figures;
mod princess_dragon;
mod random_games;
mod river;
mod rules_v11;
mod rules_v16;
mod rules_v24;
mod scoring;
mod setup_and_replay;
mod support;
mod symmetry;
mod tower;
mod traders_builders;
