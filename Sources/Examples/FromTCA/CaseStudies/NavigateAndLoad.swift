/// TCA's "Navigate and load" case study: the logic of ``PresentAndLoad`` with a navigation
/// link where that one has a sheet, which only the views tell apart.
typealias NavigateAndLoad = PresentAndLoad
