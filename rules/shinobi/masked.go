package shinobi

// Masked is a draw as the others see it (rules.Maskable): who drew, the
// card Unknown.
func (d *Drawn) Masked() any {
	if d.Card == Unknown {
		return d
	}
	return &Drawn{Player: d.Player, Card: Unknown}
}
