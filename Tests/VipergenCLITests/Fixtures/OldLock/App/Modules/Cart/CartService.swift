// Cart service, by Old Co
final class CartService {
    func load() {}
}

