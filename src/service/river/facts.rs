//! The River's facts for the service (`service::facts`), named by its row of the
//! registry: it has no verb, decision, supply or hidden hand of its own.

use super::super::facts::{Facts, NO_DECISIONS};

/// Its facts.
pub(in crate::service) static FACTS: Facts = Facts::new(NO_DECISIONS);
