//! Abbey & Mayor in the service: a placeholder with the defaults of `ExpansionService`
//! so that the pictures and the bots build with the box (branch s76-amart); the
//! service's own part replaces it at merge (branch s76-amsvc, issue 72).

use super::expansion::ExpansionService;

/// Abbey & Mayor's part in the service, registered in `service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {}
