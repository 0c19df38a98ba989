// Checkout service, by Old Co
final class CheckoutService {
    func load() {}
}

