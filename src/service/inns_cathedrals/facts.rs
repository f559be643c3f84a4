//! Inns & Cathedrals' facts for the service (`service::facts`), named by its row of
//! the registry.

use super::super::facts::{Facts, NO_DECISIONS};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts::new(NO_DECISIONS);
