//
//  AgentDetailViewController.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// Passive: forwards every event to the presenter and shows what the presenter tells it.
final class AgentDetailViewController: UIViewController {
    var presenter: AgentDetailPresenterProtocol!

    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.presenter.done()
            }
        )
        setUpLayout()
        presenter.viewDidLoad()
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
}

// MARK: - AgentDetailViewConfigurable
extension AgentDetailViewController: AgentDetailViewConfigurable {
    func configureTitle(_ title: String) {
        titleLabel.text = title
    }
}

// MARK: - AgentDetailViewLoadable
extension AgentDetailViewController: AgentDetailViewLoadable {
    func showLoadingView() {
        activityIndicator.startAnimating()
    }

    func hideLoadingView() {
        activityIndicator.stopAnimating()
    }
}

// MARK: - AgentDetailViewErrorHandler
extension AgentDetailViewController: AgentDetailViewErrorHandler {
    func handleError(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.presenter.retry()
            }
        )
        present(alert, animated: true)
    }
}
