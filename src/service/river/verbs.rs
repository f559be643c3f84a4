//! The River's verbs: none of its own, its tiles placed as any other's.

use super::super::expansion::Verbs;

/// Its table of verbs, for the registry (`service::registered`): empty.
pub(in crate::service) static VERBS: Verbs = Verbs::NONE;
