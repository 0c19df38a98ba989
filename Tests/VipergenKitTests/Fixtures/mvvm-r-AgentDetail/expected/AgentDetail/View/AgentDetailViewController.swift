//
//  AgentDetailViewController.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Combine
import UIKit

final class AgentDetailViewController: UIViewController {
    var viewModel: AgentDetailViewModelProtocol?

    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let titleLabel = UILabel()
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setUpLayout()
        bindViewModel()
        viewModel?.load()
    }

    private func setUpLayout() {
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [activityIndicator, titleLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func bindViewModel() {
        viewModel?.state
            .sink { [weak self] state in
                self?.render(state)
            }
            .store(in: &cancellables)
    }

    private func render(_ state: AgentDetailViewState) {
        switch state {
        case .loading:
            activityIndicator.startAnimating()
        case .loaded(let title):
            activityIndicator.stopAnimating()
            titleLabel.text = title
        case .failed(let message):
            activityIndicator.stopAnimating()
            showErrorMessage(message)
        }
    }

    private func showErrorMessage(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.viewModel?.load()
            }
        )
        present(alert, animated: true)
    }
}
