import Unidirectional
/// A presented state that goes away by itself after any action of its own: an alert or a
/// confirmation dialog, which the system closes when a button is tapped.
///
/// The presentation reducer dismisses an ephemeral child as soon as it has reduced one of
/// its actions, so a feature's reducer never has to set its alert back to `nil`.
public protocol EphemeralState {}
