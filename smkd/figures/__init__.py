"""The figures of a trained backbone (attention, dense correspondence, token clusters) and of its run and results."""
